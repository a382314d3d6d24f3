// `npm run seed`: migrate and seed the configured database with demo plans, payment details and
// the SEED_* accounts given, without starting the server. Not for a real shop.
import { parseEnv } from '../env.ts';
import { secureDataDir } from '../lib/data-dir.ts';
import { databaseOptions, openDatabase } from './client.ts';
import { seedAccounts, seedDemo } from './seed.ts';

process.umask(0o077);
const env = parseEnv();
if (!env.DATABASE_URL) await secureDataDir(env.DATA_DIR);
const database = await openDatabase(databaseOptions(env));
await database.migrate();
const { seeded } = await seedDemo(database.db, seedAccounts(env));
console.log(seeded ? 'Seeded demo data.' : 'Database already has users or plans; nothing seeded.');
await database.close();

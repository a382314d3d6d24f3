// `npm run seed`: migrate and seed the configured database without starting the server.
import { parseEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { seedIfEmpty } from './seed.ts';

const env = parseEnv();
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: `${env.DATA_DIR}/pglite` });
await database.migrate();
const { seeded } = await seedIfEmpty(database.db, env);
console.log(seeded ? 'Seeded demo data.' : 'Database already has users; nothing seeded.');
await database.close();

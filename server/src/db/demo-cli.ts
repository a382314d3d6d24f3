// `npm run seed:demo`: migrate the configured database (DATA_DIR's embedded one, or DATABASE_URL)
// and add the demo story to it, whatever it holds; an empty one first gets the demo accounts
// (passwords in DATA_DIR/demo-accounts.txt), plans and payment details. Running it again adds
// nothing. Not for a real shop: its customers, payments and tickets are invented.
import { loadSecret } from '../auth/secrets.ts';
import { parseEnv } from '../env.ts';
import { createCipher } from '../lib/cipher.ts';
import { secureDataDir } from '../lib/data-dir.ts';
import { databaseOptions, openDatabase } from './client.ts';
import { demoAccounts, seedDemoShop, writeDemoAccounts } from './demo.ts';

process.umask(0o077);
const env = parseEnv();
await secureDataDir(env.DATA_DIR);
const database = await openDatabase(databaseOptions(env));
await database.migrate();
// PGlite unpacks its first files with the archive's modes: for this user only again.
await secureDataDir(env.DATA_DIR);
// The key the server encrypts streaming passwords with: the same source as buildApp's.
const key = await loadSecret({ fromEnv: env.CREDENTIALS_KEY, dataDir: env.DATA_DIR, file: 'credentials-key', bytes: 32 });
const { accounts, file } = await demoAccounts(env);
const { seeded, customers } = await seedDemoShop(database.db, accounts, { cipher: createCipher(key), now: new Date(), intoExistingData: true });
if (seeded) await writeDemoAccounts(file, accounts);
console.log(
  [
    seeded ? `Seeded the demo accounts (passwords in ${file}), plans and payment details.` : null,
    customers
      ? `Added the demo story: ${customers} customers with their payments, tickets and notifications.`
      : 'The demo story is already there: nothing added.',
  ]
    .filter(Boolean)
    .join('\n'),
);
await database.close();

// `npm run seed:volume -- 5000`: adds thousands of customers with subscriptions, payments and
// tickets to the configured database (after the demo seed), to see the staff screens at volume.
import { parseEnv } from '../env.ts';
import { databaseOptions, openDatabase } from './client.ts';
import { seedAccounts, seedDemo } from './seed.ts';
import { addVolume } from './volume.ts';

const customers = Number(process.argv[2] ?? 2000);
process.umask(0o077);
const env = parseEnv();
const database = await openDatabase(databaseOptions(env));
await database.migrate();
await seedDemo(database.db, seedAccounts(env));
const started = Date.now();
await addVolume(database.db, { customers, paymentsPerCustomer: 3, ticketsPerCustomer: 1 });
console.log(`Added ${customers} customers with subscriptions, ${customers * 3} payments and ${customers} tickets in ${Date.now() - started} ms.`);
await database.close();

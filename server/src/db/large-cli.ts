// `npm run seed:large [-- customers]`: fills the Postgres database of DATABASE_URL with a million
// customers (or the number given) and what a busy shop makes around them, for measuring the staff
// screens at volume (docs/performance.md). Refuses the embedded database and a shop with customers.
import postgres from 'postgres';
import { dummyPasswordHash } from '../auth/password.ts';
import { openDatabase } from './client.ts';
import { seedLarge } from './large-seed.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('seed:large needs DATABASE_URL (a PostgreSQL database); the embedded database is too small for a million rows.');
  process.exit(1);
}
const customers = Number(process.argv[2] ?? 1_000_000);
if (!Number.isInteger(customers) || customers < 1) {
  console.error(`Not a number of customers: ${process.argv[2]}`);
  process.exit(1);
}

const database = await openDatabase({ url, poolSize: 1 });
await database.migrate();
await database.close();

const sql = postgres(url, { max: 1, onnotice: () => {} });
const started = Date.now();
try {
  const report = await seedLarge(sql, { customers }, await dummyPasswordHash(), (line) => console.log(`  ${line}`));
  console.log(`Filled in ${((Date.now() - started) / 1000).toFixed(0)} s:`);
  for (const { table, rows } of report) console.log(`  ${table.padEnd(16)} ${rows.toLocaleString('en-US').padStart(12)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await sql.end({ timeout: 5 });
}

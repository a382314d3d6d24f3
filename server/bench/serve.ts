// The app alone in its own process, for the benchmarks: the client's work (fetch, JSON) must not
// share an event loop with the server it measures. Prints "listening <url>" once ready.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { parseEnv } from '../src/env.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const env = parseEnv({
  NODE_ENV: 'test',
  DATABASE_URL: url,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'nimbus-bench-serve-')),
  RATE_LIMIT_AUTH_MAX: '100000',
  RATE_LIMIT_GLOBAL_MAX: '1000000',
  RATE_LIMIT_API_MAX: '1000000',
});
const database = await openDatabase({ url });
const app = await buildApp({ env, database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${address}`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

// The app alone in its own process, for the benchmarks: the client's work (fetch, JSON) must not
// share an event loop with the server it measures. It is the compiled server (server/dist, built
// by `npm run bench` first) run by plain node, as `npm start` runs it: this file has only types
// to strip (Node 22.18+ and 24 do that themselves), no tsx loader in the process. On Postgres
// (BENCH_DATABASE_URL) or on an embedded database already filled in a directory
// (BENCH_PGLITE_DIR). Prints "listening <url>".
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as appModule from '../src/app.ts';
import type * as clientModule from '../src/db/client.ts';
import type * as envModule from '../src/env.ts';

const dist = new URL('../dist/', import.meta.url);
const { buildApp, loggerOptions }: typeof appModule = await import(new URL('app.js', dist).href);
const { openDatabase }: typeof clientModule = await import(new URL('db/client.js', dist).href);
const { parseEnv }: typeof envModule = await import(new URL('env.js', dist).href);

const url = process.env.BENCH_DATABASE_URL;
const pgliteDir = process.env.BENCH_PGLITE_DIR;
if (!url && !pgliteDir) throw new Error('BENCH_DATABASE_URL or BENCH_PGLITE_DIR is required');
const env = parseEnv({
  NODE_ENV: 'test',
  ...(url ? { DATABASE_URL: url } : {}),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'nimbus-bench-serve-')),
  RATE_LIMIT_AUTH_MAX: '100000',
  RATE_LIMIT_GLOBAL_MAX: '100000000',
  ...(process.env.STAFF_LIST_CACHE_MS ? { STAFF_LIST_CACHE_MS: process.env.STAFF_LIST_CACHE_MS } : {}),
});
const database = await openDatabase(url ? { url } : { dataDir: pgliteDir! });
// The production log (one JSON line per request event, written asynchronously), into /dev/null:
// its cost is part of every answer a shop gives.
const app = await buildApp({ env, database, logger: loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, '/dev/null') });
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
console.log(`listening ${address}`);
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

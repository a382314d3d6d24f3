#!/usr/bin/env node
// Runs a command against a fresh PostgreSQL database, then drops it.
//
//   node scripts/with-postgres.mjs vitest run --project server
//
// Creates `nimbus_test_<timestamp>_<pid>`, exports TEST_DATABASE_URL for the command (the test
// harness derives one database per worker from it: `<name>_w<pool id>`), and drops that
// database and every per-worker one afterwards, whatever the outcome. Exits with the
// command's code. The server is TEST_PG_ADMIN_URL (a URL to a maintenance database), else
// PGHOST/PGPORT/PGUSER/PGPASSWORD, else postgres@127.0.0.1:5432 with trust auth.
import { spawn } from 'node:child_process';
import postgres from 'postgres';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const adminUrl = new URL(process.env.TEST_PG_ADMIN_URL ?? defaultAdminUrl());
const name = `nimbus_test_${Date.now()}_${process.pid}`;
const testUrl = new URL(adminUrl);
testUrl.pathname = `/${name}`;

const admin = () => postgres(adminUrl.toString(), { max: 1, onnotice: () => {}, connect_timeout: 10 });

try {
  const sql = admin();
  try {
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
} catch (error) {
  console.error(`with-postgres: cannot create a database on ${describe(adminUrl)}: ${error.message}`);
  process.exit(1);
}
console.log(`with-postgres: created ${name} on ${describe(adminUrl)}`);

const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: testUrl.toString() },
  shell: process.platform === 'win32',
});

// Ctrl-C reaches the child through the terminal; a CI runner's SIGTERM is passed on, and
// either way the databases are dropped once the child has gone.
let signalled = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    signalled = signal;
    child.kill(signal);
  });
}

const code = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`with-postgres: cannot run ${command[0]}: ${error.message}`);
    resolve(127);
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal || signalled ? 130 : 1)));
});

await dropDatabases();
process.exit(code);

async function dropDatabases() {
  const sql = admin();
  try {
    // `_` is a LIKE wildcard: escape it so only this run's databases match.
    const pattern = `${name.replaceAll('_', '\\_')}\\_w%`;
    const rows = await sql`select datname from pg_database where datname = ${name} or datname like ${pattern}`;
    for (const { datname } of rows) await sql.unsafe(`drop database if exists "${datname}" with (force)`);
    console.log(`with-postgres: dropped ${rows.map((row) => row.datname).join(', ') || 'nothing'}`);
  } catch (error) {
    console.error(`with-postgres: could not drop ${name}*: ${error.message}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function defaultAdminUrl() {
  const url = new URL('postgres://localhost');
  const host = process.env.PGHOST ?? '127.0.0.1';
  // A socket directory is not a host name: postgres.js takes it as the `host` parameter.
  if (host.startsWith('/')) url.searchParams.set('host', host);
  else url.hostname = host;
  url.port = process.env.PGPORT ?? '5432';
  url.username = encodeURIComponent(process.env.PGUSER ?? 'postgres');
  if (process.env.PGPASSWORD) url.password = encodeURIComponent(process.env.PGPASSWORD);
  url.pathname = '/postgres';
  return url.toString();
}

/** The server without its password, for messages. */
function describe(url) {
  return `${url.username || 'postgres'}@${url.hostname}:${url.port || 5432}`;
}

// The hot paths under load (issue 12): autocannon with 10 connections against the app in its own
// process, each case's req/s as a ratio to a bare Fastify route (its own process too) serving the
// same plan rows from memory in the same run, with p50, p99 and the server's peak RSS.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, rssMb, startChild, type Child } from './child.ts';

export const CONNECTIONS = 10;
/** The targets are set for a shop on PostgreSQL; the embedded database's rows are printed beside them (issue 12). */
const TARGETS_HOLD_ON = 'Postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;

export type HotTarget = { ratio: number | null; p99Ms: number };
export type HotRow = {
  name: string;
  database: string;
  reqPerSec: number;
  ratio: number;
  p50: number;
  p99: number;
  /** The server's CPU per request: unlike req/s, barely moved by other work on a shared machine. */
  cpuUs: number | null;
  rssMb: number | null;
  target: HotTarget | null;
};
type Headers = Record<string, string>;
type Case = { name: string; path: string; headers?: Headers; target: HotTarget };

const trpc = (path: string, input?: unknown) => `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`;

/** The cases, in the order of the table; tokens are the bench accounts' (see run.ts). */
function cases(user: Headers, admin: Headers): Case[] {
  return [
    { name: 'GET /api/plans', path: '/api/plans', target: { ratio: 0.6, p99Ms: 20 } },
    { name: 'tRPC plans.list', path: trpc('plans.list'), target: { ratio: 0.3, p99Ms: 20 } },
    { name: 'tRPC auth.me (USER)', path: trpc('auth.me'), headers: user, target: { ratio: 0.15, p99Ms: 20 } },
    { name: 'tRPC subscriptions.mine (USER)', path: trpc('subscriptions.mine'), headers: user, target: { ratio: 0.15, p99Ms: 20 } },
    {
      name: 'tRPC payments.list, search (ADMIN)',
      path: trpc('payments.list', { pageSize: 20, search: 'garcia' }),
      headers: admin,
      target: { ratio: 0.08, p99Ms: 20 },
    },
    { name: 'GET /api/payments (ADMIN)', path: '/api/payments', headers: admin, target: { ratio: null, p99Ms: 20 } },
  ];
}

async function load(url: string, headers: Headers, seconds: number, pid: number | undefined) {
  let peak = rssMb(pid) ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 100);
  const cpuBefore = cpuMs(pid);
  try {
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
    const cpuAfter = cpuMs(pid);
    const cpuUs = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, result.requests.total);
    return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs, rssMb: pid === undefined ? null : peak };
  } finally {
    clearInterval(sampler);
  }
}

async function signIn(base: string, email: string, password: string): Promise<Headers> {
  const answer = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`login of ${email}: ${answer.status} ${await answer.text()}`);
  return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

export type HotSetup = {
  database: string;
  /** serve.ts's env: BENCH_DATABASE_URL or BENCH_PGLITE_DIR. */
  serveEnv: Record<string, string>;
  user: { email: string; password: string };
  admin: { email: string; password: string };
};

/** One database's rows: the bare route first (its own process), then every case against the app. */
export async function benchHot(setup: HotSetup): Promise<HotRow[]> {
  let app: Child | undefined;
  let bare: Child | undefined;
  try {
    // Ports: any free one unless BENCH_APP_PORT / BENCH_BARE_PORT pin them (a shared machine).
    app = await startChild('./serve.ts', { ...setup.serveEnv, BENCH_PORT: process.env.BENCH_APP_PORT ?? '0' });
    const body = await (await fetch(`${app.url}/api/plans`)).text();
    const file = join(mkdtempSync(join(tmpdir(), 'nimbus-bench-bare-')), 'plans.json');
    writeFileSync(file, body);
    bare = await startChild('./bare.ts', { BENCH_BARE_BODY: file, BENCH_PORT: process.env.BENCH_BARE_PORT ?? '0' });
    await load(`${bare.url}/api/plans`, {}, WARM_UP_SECONDS, undefined);
    const yardstick = await load(`${bare.url}/api/plans`, {}, SECONDS, bare.process.pid);
    await bare.stop();
    bare = undefined;

    const rows: HotRow[] = [{ name: 'bare Fastify, same JSON from memory', database: setup.database, ...yardstick, ratio: 1, target: null }];
    const user = await signIn(app.url, setup.user.email, setup.user.password);
    const admin = await signIn(app.url, setup.admin.email, setup.admin.password);
    for (const item of cases(user, admin)) {
      const url = `${app.url}${item.path}`;
      await load(url, item.headers ?? {}, WARM_UP_SECONDS, undefined);
      const measured = await load(url, item.headers ?? {}, SECONDS, app.process.pid);
      rows.push({ name: item.name, database: setup.database, ...measured, ratio: measured.reqPerSec / yardstick.reqPerSec, target: item.target });
    }
    return rows;
  } finally {
    await bare?.stop();
    await app?.stop();
  }
}

/** Prints the rows against their targets; answers how many missed. */
export function printHot(rows: HotRow[]): number {
  const head = ['case', 'db', 'req/s', 'ratio', 'p50 ms', 'p99 ms', 'CPU us/req', 'RSS MB', 'target', ''];
  const lines = rows.map((row) => {
    const { target } = row;
    const met = !target || ((target.ratio === null || row.ratio >= target.ratio) && row.p99 <= target.p99Ms);
    const held = row.database === TARGETS_HOLD_ON;
    const wanted = target ? `${target.ratio === null ? '' : `>=${target.ratio.toFixed(2)}, `}p99<=${target.p99Ms}` : '';
    const verdict = !target ? '' : met ? 'ok' : held ? 'MISSED' : 'below (not held)';
    return {
      ok: met || !held,
      cells: [
        row.name,
        row.database,
        row.reqPerSec.toFixed(0),
        row.ratio.toFixed(3),
        row.p50.toFixed(1),
        row.p99.toFixed(1),
        row.cpuUs === null ? '-' : row.cpuUs.toFixed(0),
        row.rssMb === null ? '-' : row.rssMb.toFixed(0),
        wanted,
        verdict,
      ],
    };
  });
  const widths = head.map((title, i) => Math.max(title.length, ...lines.map((line) => line.cells[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i < 2 || i === 8 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(
    `\nhot paths: autocannon, ${CONNECTIONS} connections, ${SECONDS} s a case after ${WARM_UP_SECONDS} s of warm-up; ratio = req/s / the bare route's in the same run`,
  );
  console.log(format(head));
  for (const line of lines) console.log(format(line.cells));
  const missed = lines.filter((line) => !line.ok).length;
  const held = rows.filter((row) => row.target && row.database === TARGETS_HOLD_ON).length;
  console.log(`\nhot paths: ${held - missed} of ${held} targets met on ${TARGETS_HOLD_ON}; other databases are printed, not held to them`);
  return missed;
}

#!/usr/bin/env node
// The main thread's long tasks while a page loads, in Debian's Chromium on the built site: what
// Lighthouse's Total Blocking Time is made of, task by task, with the work inside each one. It
// runs unthrottled and reports each task's CPU time, and that time times four (Lighthouse's
// mobile CPU slowdown) against the 50 ms a task may take: a busy machine inflates wall time, not
// CPU time, so two builds can be compared while other work runs (docs/decisions/034).
//
//   npm run build -w client && node scripts/long-tasks.mjs [/user] [runs]
//
// `/user` is loaded signed in as the seeded customer; any other path as a visitor. Traces go to
// e2e-artifacts/long-tasks/ (open them in Chromium's DevTools, Performance panel).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startBuiltSite } from './lib/built-site.mjs';

const path = process.argv[2] ?? '/user';
const runs = Number(process.argv[3] ?? 3);
const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const OUT = join(process.cwd(), 'e2e-artifacts', 'long-tasks');
mkdirSync(OUT, { recursive: true });

const site = await startBuiltSite({ port: Number(process.env.PORT ?? 3216) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
  if (path.startsWith('/user')) await signIn(page);
  for (let run = 0; run < runs; run++) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.goto('about:blank');
    const file = join(OUT, `${path === '/' ? 'home' : path.slice(1).replace(/\W/g, '_')}-${run}.json`);
    await page.tracing.start({
      path: file,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading'],
    });
    await page.goto(site.url + path, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await page.tracing.stop();
    report(run, JSON.parse(readFileSync(file, 'utf8')));
  }
  await browser.disconnect();
} finally {
  await chromeLauncher.killAll();
  await site.stop();
}

function report(run, trace) {
  const events = trace.traceEvents ?? trace;
  // The page's renderer: the main thread that ran the most.
  const threads = new Map();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X') continue;
    const key = `${e.pid}:${e.tid}`;
    threads.set(key, (threads.get(key) ?? 0) + e.dur);
  }
  const [main] = [...threads].sort((a, b) => b[1] - a[1])[0];
  const on = (e) => `${e.pid}:${e.tid}` === main;
  const tasks = events.filter((e) => on(e) && e.name === 'RunTask' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const start = tasks[0].ts;
  const long = tasks.filter((task) => (SLOWDOWN * (task.tdur ?? task.dur)) / 1000 > BLOCKING_MS);
  const blocking = long.reduce((sum, task) => sum + (SLOWDOWN * (task.tdur ?? task.dur)) / 1000 - BLOCKING_MS, 0);
  console.log(`\nrun ${run + 1}: ${long.length} long tasks, blocking ${Math.round(blocking)} ms at ${SLOWDOWN}x`);
  for (const task of long) {
    const inside = new Map();
    for (const e of events) {
      if (!on(e) || e.ph !== 'X' || e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur) continue;
      if (
        ![
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'Layout',
          'UpdateLayoutTree',
          'ParseHTML',
          'Paint',
          'MinorGC',
          'MajorGC',
        ].includes(e.name)
      )
        continue;
      const what =
        e.name === 'FunctionCall' || e.name === 'EvaluateScript'
          ? `${e.name} ${(e.args?.data?.url ?? '').split('/').pop()} ${e.args?.data?.functionName ?? ''}`.trim()
          : e.name;
      inside.set(what, (inside.get(what) ?? 0) + e.dur);
    }
    const parts = [...inside]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([what, dur]) => `${what} ${(dur / 1000).toFixed(1)}`);
    console.log(
      `  +${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms  cpu ${((task.tdur ?? task.dur) / 1000).toFixed(1).padStart(5)} ms  (${parts.join(', ')})`,
    );
  }
}

/** Logs the seeded customer in through the login screen; the page stays signed in. */
async function signIn(page) {
  await page.goto(`${site.url}/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('#root > :not([data-prerendered]) input[type="email"]');
  await page.type('input[type="email"]', site.user.email);
  await page.type('input[autocomplete="current-password"]', site.user.password);
  await Promise.all([page.waitForFunction(() => globalThis.location.pathname === '/user', { timeout: 120_000 }), page.click('button[type="submit"]')]);
}

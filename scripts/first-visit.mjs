#!/usr/bin/env node
// Weighs the first visit to a page of the built site in Chromium, as a new visitor: every
// response's bytes on the wire (encoded body + headers) by kind, and the decoded size.
//
//   npm run build && node scripts/first-visit.mjs [path=/] [port=3215]
//
// CHROME_PATH picks the browser (Debian's /usr/bin/chromium by default).
import { chromium } from '@playwright/test';
import { startBuiltSite } from './lib/built-site.mjs';

const path = process.argv[2] ?? '/';
const port = Number(process.argv[3] ?? process.env.PORT ?? 3215);
const site = await startBuiltSite({ port });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  const rows = new Map();
  for (const response of responses) {
    const sizes = await response.request().sizes();
    const body = await response.body().catch(() => Buffer.alloc(0));
    const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
    const row = rows.get(kind) ?? { requests: 0, wire: 0, body: 0, decoded: 0, encodings: new Set() };
    row.requests += 1;
    row.wire += sizes.responseBodySize + sizes.responseHeadersSize;
    row.body += sizes.responseBodySize;
    row.decoded += body.length;
    row.encodings.add(response.headers()['content-encoding'] ?? 'identity');
    rows.set(kind, row);
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`first visit to ${path}: bytes on the wire (headers + body), the bodies alone, and decoded`);
  console.log('| kind | requests | wire KB | bodies KB | decoded KB | content-encoding |\n|---|---|---|---|---|---|');
  let total = { requests: 0, wire: 0, body: 0, decoded: 0 };
  for (const [kind, row] of [...rows].sort()) {
    console.log(`| ${kind} | ${row.requests} | ${kb(row.wire)} | ${kb(row.body)} | ${kb(row.decoded)} | ${[...row.encodings].join(', ')} |`);
    total = { requests: total.requests + row.requests, wire: total.wire + row.wire, body: total.body + row.body, decoded: total.decoded + row.decoded };
  }
  console.log(`| total | ${total.requests} | ${kb(total.wire)} | ${kb(total.body)} | ${kb(total.decoded)} | |`);
} finally {
  await browser.close();
  await site.stop();
}

function kindOf(url, type) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/trpc') || pathname.startsWith('/api')) return 'api';
  if (type.includes('javascript')) return 'js';
  if (type.includes('css')) return 'css';
  if (type.includes('html')) return 'html';
  if (type.startsWith('image/')) return 'image';
  if (type.includes('font')) return 'font';
  return 'other';
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser stories against the built app on a fresh embedded database: the client's build and the
// server compiled and run by plain node as `npm start` runs it (compiled here, every run, so a
// story never meets a stale server/dist). Debian's Chromium is used: no browser download works on
// our machines.
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'nimbus-e2e-'));
// The stories' accounts, seeded with passwords made for this run (no known password anywhere);
// `??=`: the workers load this file again and must read the same ones (client/e2e/support/fixtures.ts).
const seedAccounts: Record<string, string> = {};
for (const role of ['ADMIN', 'AGENT', 'USER'] as const) {
  seedAccounts[`SEED_${role}_EMAIL`] = process.env[`E2E_${role}_EMAIL`] ??= `${role.toLowerCase()}@nimbus.example`;
  seedAccounts[`SEED_${role}_PASSWORD`] = process.env[`E2E_${role}_PASSWORD`] ??= randomBytes(12).toString('base64url');
}

export default defineConfig({
  testDir: 'client/e2e',
  outputDir: 'e2e-artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./client/e2e/support/summary-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run build -w server && node server/dist/index.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      RATE_LIMIT_AUTH_MAX: '1000',
      // Every story registers its own customers from 127.0.0.1.
      RATE_LIMIT_REGISTER_MAX: '1000',
      LOG_LEVEL: 'warn',
      // GET /api/dev/outbox: stories read a reset code from the outbox as a customer reads mail.
      E2E_OUTBOX: 'true',
      // The fake Bot API the Telegram story starts (client/e2e/support/telegram-fake.ts): E2E_PORT + 1.
      // Long polls of 2 s, so the server's job lets go of it quickly when the story ends.
      TELEGRAM_API_BASE: `http://127.0.0.1:${port + 1}`,
      TELEGRAM_POLL_SECONDS: '2',
      // Demo plans and payment details, and the three accounts above.
      SEED_DEMO: 'true',
      ...seedAccounts,
      // A build elsewhere (parallel work): `vite build --outDir /tmp/x --emptyOutDir` + CLIENT_DIST=/tmp/x.
      ...(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {}),
    },
  },
});

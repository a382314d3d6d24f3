import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, randomLetters, shot } from './support/fixtures.ts';
import { expectAlert, expectToast } from './support/ui.ts';

// A fresh install as `npm start` makes it: no account, no plan, no payment details. The owner
// copies the link the first start prints and creates the first ADMIN. This story starts its
// own server (the shared one is seeded), on the stories' port + 50.
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
let output = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'nimbus-e2e-fresh-'));
  server = spawn(process.execPath, ['server/dist/index.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      JOBS: 'false',
      ...(process.env.CLIENT_DIST ? { CLIENT_DIST: process.env.CLIENT_DIST } : {}),
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 150_000, intervals: [500] }).toContain('/setup?token=');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.describe('the owner of a fresh install', () => {
  test('opens the printed setup link, creates the first ADMIN and sees the first-run checklist', async ({ page }) => {
    const link = output.match(/http:\/\/127\.0\.0\.1:\d+\/setup\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link, 'the first start prints a setup link').toBeTruthy();
    const owner = { email: `owner.${randomLetters(8)}@example.test`, password: `${randomLetters(7)}-${randomLetters(7)}` };

    // The shop already looks finished to a visitor, with no plan yet.
    await page.setViewportSize(PHONE);
    await page.goto(`${origin}/?section=plans`);
    await expect(page.getByRole('heading', { name: 'Our plans are on their way' })).toBeVisible();
    await page.locator('#plans').screenshot({ path: join('e2e-artifacts', 'screenshots', 'fresh-home-no-plans-phone.png') });

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
    await page.getByLabel('First name').fill('Olive');
    await page.getByLabel('Last name').fill('Owner');
    await page.getByLabel('E-mail').fill(owner.email);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm password' });
    await password.fill('admin123');
    await password.blur();
    await expect(page.getByText('Password must be at least 10 characters.', { exact: true })).toBeVisible();
    await shot(page, 'setup-form-phone');

    // Long enough, but on the common-password list: only the server knows the list.
    await password.fill('password1234');
    await confirm.fill('password1234');
    await page.getByRole('button', { name: 'Create ADMIN account' }).click();
    await expectAlert(page, 'Error!', 'This password is too common. Choose another.');

    await password.fill(owner.password);
    await confirm.fill(owner.password);
    await page.getByRole('button', { name: 'Create ADMIN account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Your ADMIN account is ready. Log in to set up the shop.');

    // The link worked once; its page leads to the login.
    await page.goto(link!);
    await expect(page.getByText('This setup link has already been used. Log in with the account it created.')).toBeVisible();
    await shot(page, 'setup-link-used-phone');
    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(`${origin}/login`);

    await page.setViewportSize(DESKTOP);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${origin}/admin/overview`);
    const checklist = page.getByRole('region', { name: 'Get your shop ready' });
    // PUBLIC_URL is given to this server: that step is the one done.
    await expect(checklist.getByText('1 of 6 steps done')).toBeVisible();
    await expect(checklist.getByRole('link', { name: 'Add plans' })).toHaveAttribute('href', '/admin/plans');
    await shot(page, 'first-run-checklist-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'first-run-checklist-phone');

    // Nothing the server printed holds a password.
    expect(output).not.toContain(owner.password);
  });
});

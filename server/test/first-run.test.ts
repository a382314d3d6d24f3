import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTokens, settings, users } from '../src/db/schema/index.ts';
import { DEMO_SETTINGS } from '../src/db/seed.ts';
import { parseEnv } from '../src/env.ts';
import { firstRunChecklist, issueSetupLink } from '../src/services/setup.ts';
import { resetDatabase } from './database.ts';
import { createPlan, createUser, testApp, workerDatabase } from './harness.ts';
import { refusal } from './refusal.ts';

// A fresh install has no account: the start prints a one-time link, its holder creates the
// first ADMIN (docs/decisions/008-secrets-and-first-run.md).
let offsetMs = 0;
const t = testApp({ env: { PUBLIC_URL: 'https://tv.example.test' }, now: () => new Date(Date.now() + offsetMs) });

const owner = { firstName: 'Olive', lastName: 'Owner', email: 'olive@example.test', password: 'plum-harbour-7', confirmPassword: 'plum-harbour-7' };

async function freshLink(): Promise<string> {
  const link = await issueSetupLink(t.deps);
  if (!link) throw new Error('expected a setup link');
  return new URL(link.url).searchParams.get('token')!;
}

async function fresh() {
  offsetMs = 0;
  await resetDatabase((await workerDatabase()).db);
}

describe('setup link', () => {
  it('is a 256-bit token at PUBLIC_URL/setup, stored only as a hash, valid for an hour', async () => {
    await fresh();
    const link = await issueSetupLink(t.deps);
    const url = new URL(link!.url);
    expect(url.origin + url.pathname).toBe('https://tv.example.test/setup');
    const token = url.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await (await workerDatabase()).db.select().from(setupTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(await (await t.caller()).setup.status({ token })).toBe('valid');
  });

  it('creates the first ADMIN, who then logs in with the chosen password; the link works once', async () => {
    await fresh();
    const token = await freshLink();
    const anonymous = await t.caller();
    await expect(anonymous.setup.createAdmin({ token, ...owner })).resolves.toEqual({ email: owner.email });
    await expect(anonymous.auth.login({ email: owner.email, password: owner.password })).resolves.toMatchObject({ user: { role: 'ADMIN' } });
    expect(await anonymous.setup.status({ token })).toBe('used');
    expect(await refusal(anonymous.setup.createAdmin({ token, ...owner, email: 'mallory@example.test' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This setup link has already been used. Log in with the account it created.',
    });
    const admins = await (await workerDatabase()).db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN'));
    expect(admins).toEqual([{ email: owner.email }]);
  });

  it('is not issued once an ADMIN exists, and an old link then says the shop is set up', async () => {
    await fresh();
    const token = await freshLink();
    await createUser({ role: 'ADMIN' });
    expect(await issueSetupLink(t.deps)).toBeNull();
    expect(await (await t.caller()).setup.status({ token })).toBe('done');
    expect(await refusal((await t.caller()).setup.createAdmin({ token, ...owner }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This shop already has an ADMIN account. Log in instead.',
    });
  });

  it('expires after an hour', async () => {
    await fresh();
    const token = await freshLink();
    offsetMs = 60 * 60_000 + 1000;
    const anonymous = await t.caller();
    expect(await anonymous.setup.status({ token })).toBe('expired');
    expect(await refusal(anonymous.setup.createAdmin({ token, ...owner }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This setup link has expired. Restart the server to print a new one.',
    });
  });

  it('is replaced by a newer link: the older one stops working', async () => {
    await fresh();
    const older = await freshLink();
    const newer = await freshLink();
    const anonymous = await t.caller();
    expect(await anonymous.setup.status({ token: older })).toBe('invalid');
    expect(await refusal(anonymous.setup.createAdmin({ token: older, ...owner }))).toMatchObject({ message: expect.stringMatching(/not valid/) });
    await expect(anonymous.setup.createAdmin({ token: newer, ...owner })).resolves.toEqual({ email: owner.email });
  });

  it('refuses a short or common password and stays usable', async () => {
    await fresh();
    const token = await freshLink();
    const anonymous = await t.caller();
    expect(await refusal(anonymous.setup.createAdmin({ token, ...owner, password: 'admin123', confirmPassword: 'admin123' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Password must be at least 10 characters.',
    });
    expect(await refusal(anonymous.setup.createAdmin({ token, ...owner, password: 'password1234', confirmPassword: 'password1234' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'This password is too common. Choose another.',
    });
    expect(await anonymous.setup.status({ token })).toBe('valid');
  });

  it('answers invalid for a token it never issued', async () => {
    await fresh();
    expect(await (await t.caller()).setup.status({ token: 'A'.repeat(43) })).toBe('invalid');
  });
});

describe('first-run checklist', () => {
  it('starts with nothing done and ticks each step as the owner sets the shop up', async () => {
    await fresh();
    const unset = { ...t.deps, env: { ...t.deps.env, PUBLIC_URL_EXPLICIT: false } };
    expect(await firstRunChecklist(unset)).toEqual({ plans: false, payments: false, support: false, brand: false, email: false, publicUrl: false });
    await createPlan();
    const { db } = await workerDatabase();
    await db.insert(settings).values([
      { key: 'usdtAddress', value: 'TXyz' },
      { key: 'supportEmail', value: 'help@shop.example' },
      { key: 'brandName', value: 'Owl TV' },
    ]);
    const configured = { ...t.deps.env, SMTP_URL: 'smtp://mail.example.test', PUBLIC_URL: 'https://tv.example.test', PUBLIC_URL_EXPLICIT: true };
    expect(await firstRunChecklist({ ...t.deps, env: configured })).toEqual({
      plans: true,
      payments: true,
      support: true,
      brand: true,
      email: true,
      publicUrl: true,
    });
  });

  it("keeps the payment step open while any of the demo's payment details is still set", async () => {
    await fresh();
    const { db } = await workerDatabase();
    await db.insert(settings).values([
      { key: 'usdtAddress', value: 'TOwnWallet' },
      { key: 'paypalLink', value: DEMO_SETTINGS['paypalLink'] },
    ]);
    expect(await firstRunChecklist(t.deps)).toMatchObject({ payments: false });
  });

  it('ticks the public address only when PUBLIC_URL was set, not when it follows PORT', () => {
    expect(parseEnv({ PORT: '4010' })).toMatchObject({ PUBLIC_URL: 'http://localhost:4010', PUBLIC_URL_EXPLICIT: false });
    expect(parseEnv({ PUBLIC_URL: 'https://tv.example.test' })).toMatchObject({ PUBLIC_URL_EXPLICIT: true });
  });

  it('is for ADMINs only', async () => {
    const admin = await createUser({ role: 'ADMIN' });
    await expect((await t.caller(admin)).setup.checklist()).resolves.toMatchObject({ email: false });
    expect(await refusal((await t.caller(await createUser({ role: 'AGENT' }))).setup.checklist())).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('request log', () => {
  const lines: string[] = [];
  const clientDist = mkdtempSync(join(tmpdir(), 'nimbus-client-'));
  writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Nimbus TV</title>');
  const logged = testApp({
    env: { CLIENT_DIST: clientDist },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });

  it('keeps the setup token out of the logged URLs (the page and its check)', async () => {
    const token = randomBytes(32).toString('base64url');
    expect((await logged.app.inject({ method: 'GET', url: `/setup?token=${token}` })).statusCode).toBe(200);
    const input = encodeURIComponent(JSON.stringify({ json: { token } }));
    await logged.app.inject({ method: 'GET', url: `/trpc/setup.status?input=${input}` });
    await logged.app.inject({ method: 'GET', url: `/trpc/plans.list,setup.status?batch=1&input=${input}` });
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(['/setup?[redacted]', '/trpc/setup.status?[redacted]', '/trpc/plans.list,setup.status?[redacted]']);
    expect(lines.join('\n')).not.toContain(token);
  });
});

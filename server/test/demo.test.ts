import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/auth/password-policy.ts';
import { demoAccounts, seedDemoShop, writeDemoAccounts } from '../src/db/demo.ts';
import { testApp, testEnv, workerDatabase } from './harness.ts';

// `npm run demo`: demo accounts whose passwords exist on this install only.
const t = testApp();
const dataDir = mkdtempSync(join(tmpdir(), 'nimbus-demo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run demo', () => {
  it('makes a password per install for each demo account, keeps them 0600, and seeds a shop they log in to', async () => {
    const env = testEnv({ DATA_DIR: dataDir });
    const { accounts, file } = await demoAccounts(env);
    expect(accounts.map((account) => account.email)).toEqual(['admin@nimbus.example', 'agent@nimbus.example', 'user@nimbus.example']);
    for (const { password } of accounts) {
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(isCommonPassword(password)).toBe(false);
    }
    const other = await demoAccounts(testEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'nimbus-demo-other-')) }));
    expect(other.accounts[0]!.password).not.toBe(accounts[0]!.password);

    await expect(
      seedDemoShop((await workerDatabase()).db, accounts, { cipher: t.deps.cipher, now: new Date(), intoExistingData: false }),
    ).resolves.toMatchObject({ seeded: true });
    await writeDemoAccounts(file, accounts);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(accounts[0]!.password);
    // A restart reads the same accounts back.
    expect((await demoAccounts(env)).accounts).toEqual(accounts);

    const caller = await t.caller();
    await expect(caller.auth.login({ email: 'admin@nimbus.example', password: accounts[0]!.password })).resolves.toMatchObject({ user: { role: 'ADMIN' } });
    expect((await caller.plans.list()).length).toBeGreaterThan(0);
  });
});

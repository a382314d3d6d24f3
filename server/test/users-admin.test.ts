import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../src/db/schema/index.ts';
import { createPlan, createUser, testApp, tokenFor, workerDatabase, type TestUser } from './harness.ts';
import { auditOf, refusal } from './refusal.ts';

const t = testApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
});

const sessionInvalid = { code: 'UNAUTHORIZED', message: 'Session token invalid or expired' };

describe('users.setStatus', () => {
  it('suspension ends the open session at once and blocks login', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    await expect((await t.caller(token)).users.me()).resolves.toMatchObject({ id: user.id });
    await expect((await t.caller(admin)).users.setStatus({ id: user.id, status: 'Suspend' })).resolves.toMatchObject({ id: user.id, status: 'Suspend' });
    expect(await refusal((await t.caller(token)).users.me())).toEqual(sessionInvalid);
    expect(await refusal((await t.caller()).auth.login({ email: user.email, password: user.password }))).toEqual({
      code: 'FORBIDDEN',
      message: 'Your account is suspended',
    });
  });

  it('activation lets the user log in again', async () => {
    const user = await createUser({ status: 'Suspend' });
    await (await t.caller(admin)).users.setStatus({ id: user.id, status: 'Active' });
    await expect((await t.caller()).auth.login({ email: user.email, password: user.password })).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('writes audit rows with the actor, before and after', async () => {
    const user = await createUser();
    const caller = await t.caller(admin);
    await caller.users.setStatus({ id: user.id, status: 'Suspend' });
    await caller.users.setStatus({ id: user.id, status: 'Active' });
    expect(await auditOf('user', user.id)).toEqual([
      { actorId: admin.id, action: 'user.suspend', before: { status: 'Active' }, after: { status: 'Suspend' } },
      { actorId: admin.id, action: 'user.activate', before: { status: 'Suspend' }, after: { status: 'Active' } },
    ]);
  });

  it('an admin cannot suspend themself', async () => {
    expect(await refusal((await t.caller(admin)).users.setStatus({ id: admin.id, status: 'Suspend' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'You cannot suspend your own account',
    });
  });

  it('refuses an unknown status with the form message, and an unknown or deleted user with NOT_FOUND', async () => {
    const caller = await t.caller(admin);
    const user = await createUser();
    expect(await refusal(caller.users.setStatus({ id: user.id, status: 'Banned' as 'Active' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Status is required',
    });
    expect(await refusal(caller.users.setStatus({ id: 999_999, status: 'Suspend' }))).toMatchObject({ code: 'NOT_FOUND' });
    const gone = await createUser({ deleted: true });
    expect(await refusal(caller.users.setStatus({ id: gone.id, status: 'Active' }))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('users.delete', () => {
  it('is soft: the row stays with personal data cleared, its payments stay, sessions and login end', async () => {
    const user = await createUser({ firstName: 'Paula', lastName: 'Payer' });
    const { db } = await workerDatabase();
    await db
      .update(users)
      .set({
        phoneNumber: '555 0199',
        company: 'Acme',
        streetAddress: '1 Road',
        city: 'Town',
        state: 'ST',
        postcode: '12345',
        avatarUrl: 'https://x.test/a.png',
      })
      .where(eq(users.id, user.id));
    await db.insert(payments).values({
      userId: user.id,
      planId: (await createPlan()).id,
      payerName: 'Paula Payer',
      amount: '9.99',
      method: 'paypal',
      receipt: Buffer.from('%PDF-1.4'),
      receiptMime: 'application/pdf',
      receiptSize: 8,
      status: 'Completed',
    });
    const token = await tokenFor(user);

    await expect((await t.caller(admin)).users.delete({ id: user.id })).resolves.toEqual({ id: user.id });

    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      firstName: 'Deleted user',
      lastName: '',
      email: `deleted-${user.id}@deleted.invalid`,
      phoneNumber: '',
      company: '',
      streetAddress: '',
      streetAddress2: '',
      city: '',
      state: '',
      postcode: '',
      avatarUrl: null,
      deletedAt: expect.any(Date),
    });
    expect(row!.passwordHash).not.toMatch(/^\$argon2/);
    expect(await db.select({ payer: payments.payerName }).from(payments).where(eq(payments.userId, user.id))).toEqual([{ payer: 'Paula Payer' }]);
    expect(await refusal((await t.caller(token)).users.me())).toEqual(sessionInvalid);
    expect(await refusal((await t.caller()).auth.login({ email: user.email, password: user.password }))).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('takes the user out of the admin list', async () => {
    const user = await createUser();
    const caller = await t.caller(admin);
    await caller.users.delete({ id: user.id });
    expect((await caller.users.list({ pageSize: 100 })).items.map((row) => row.id)).not.toContain(user.id);
  });

  it('writes an audit row without the personal data it cleared', async () => {
    const user = await createUser({ firstName: 'Secret', lastName: 'Person' });
    await (await t.caller(admin)).users.delete({ id: user.id });
    const entries = await auditOf('user', user.id);
    expect(entries).toEqual([
      {
        actorId: admin.id,
        action: 'user.delete',
        before: { role: 'USER', status: 'Active', deletedAt: null },
        after: { role: 'USER', status: 'Active', deletedAt: expect.any(String) },
      },
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Secret|@example\.test/);
  });

  it('an admin cannot delete themself; a deleted user cannot be deleted again', async () => {
    const caller = await t.caller(admin);
    expect(await refusal(caller.users.delete({ id: admin.id }))).toEqual({ code: 'BAD_REQUEST', message: 'You cannot delete your own account' });
    const gone = await createUser({ deleted: true });
    expect(await refusal(caller.users.delete({ id: gone.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the freed e-mail can register again', async () => {
    const user = await createUser({ email: 'again@example.test' });
    await (await t.caller(admin)).users.delete({ id: user.id });
    await expect(
      (await t.caller()).auth.register({
        firstName: 'New',
        lastName: 'Owner',
        email: 'again@example.test',
        streetAddress: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        country: 'United States',
        password: 'admin-plum-harbour',
        confirmPassword: 'admin-plum-harbour',
        deviceType: 'Smart TV',
      }),
    ).resolves.toMatchObject({ user: { email: 'again@example.test' } });
  });
});

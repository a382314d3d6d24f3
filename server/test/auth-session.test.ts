import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { bumpTokenVersion, createUser, setUserStatus, testApp, tokenFor, workerDatabase } from './harness.ts';

const t = testApp();

const sessionInvalid = { code: 'UNAUTHORIZED', message: 'Session token invalid or expired' };

describe('auth.me', () => {
  it('returns the signed-in user', async () => {
    const user = await createUser({ role: 'AGENT', firstName: 'Sam', lastName: 'Agent' });
    await expect((await t.caller(user)).auth.me()).resolves.toEqual({
      id: user.id,
      email: user.email,
      name: 'Sam Agent',
      role: 'AGENT',
      language: 'en',
    });
  });

  it("keeps the account's language: in auth.me at once, and in the next login's answer", async () => {
    const user = await createUser();
    const caller = await t.caller(user);
    await expect(caller.auth.setLanguage({ language: 'es' })).resolves.toEqual({ language: 'es' });
    await expect(caller.auth.me()).resolves.toMatchObject({ language: 'es' });
    const { db } = await workerDatabase();
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('es');
    const login = await (await t.caller()).auth.login({ email: user.email, password: user.password });
    expect(login.user.language).toBe('es');
  });

  it('refuses a language the shop does not speak', async () => {
    const caller = await t.caller(await createUser());
    // @ts-expect-error -- a client outside the types may send any string
    await expect(caller.auth.setLanguage({ language: 'fr' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('anonymous visitor is asked to log in', async () => {
    await expect((await t.caller()).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('an expired token is refused', async () => {
    const user = await createUser();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    const token = await tokenFor(user, { issuedAt: eightDaysAgo, ttlSeconds: 7 * 24 * 3600 });
    await expect((await t.caller(token)).auth.me()).rejects.toMatchObject(sessionInvalid);
  });

  it('a token signed with another secret is refused', async () => {
    const user = await createUser();
    const [header, payload] = (await tokenFor(user)).split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    await expect((await t.caller(forged)).auth.me()).rejects.toMatchObject(sessionInvalid);
  });

  it('a token that is not a JWT is refused', async () => {
    await expect((await t.caller('garbage')).auth.me()).rejects.toMatchObject(sessionInvalid);
  });

  it('a token whose version is behind the user is refused (password changed, suspended, deleted)', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    await expect((await t.caller(token)).auth.me()).resolves.toMatchObject({ id: user.id });
    await bumpTokenVersion(user.id);
    await expect((await t.caller(token)).auth.me()).rejects.toMatchObject(sessionInvalid);
  });

  it('suspended user is forbidden on every call', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    await setUserStatus(user.id, 'Suspend');
    await expect((await t.caller(token)).auth.me()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your account is suspended',
    });
  });

  it('deleted user is signed out', async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const { db } = await workerDatabase();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    await expect((await t.caller(token)).auth.me()).rejects.toMatchObject(sessionInvalid);
  });

  it('a token for a user that does not exist is refused', async () => {
    const token = await tokenFor({ id: 999_999, role: 'ADMIN', tokenVersion: 0 });
    await expect((await t.caller(token)).auth.me()).rejects.toMatchObject(sessionInvalid);
  });

  it('the role comes from the database, not from the token', async () => {
    const user = await createUser({ role: 'USER' });
    const token = await tokenFor({ ...user, role: 'ADMIN' });
    await expect((await t.caller(token)).auth.me()).resolves.toMatchObject({ role: 'USER' });
  });
});

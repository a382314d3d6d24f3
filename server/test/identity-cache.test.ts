import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createChangeFeed } from '../src/cache/change-feed.ts';
import { createIdentityCache, type IdentityRow } from '../src/cache/identities.ts';
import { users } from '../src/db/schema/index.ts';
import { createUser, testApp, type TestUser } from './harness.ts';
import { eventually, secondInstance } from './second-instance.ts';

const t = testApp();

/** A REST login: a bearer token tied to a sessions row, as a legacy client holds it. */
async function login(user: TestUser, app = t.app): Promise<{ authorization: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

const me = (headers: Record<string, string>, app = t.app) => app.inject({ method: 'GET', url: '/trpc/auth.me', headers });
const logout = (headers: Record<string, string>, app = t.app) => app.inject({ method: 'POST', url: '/trpc/auth.logout', headers, payload: {} });

describe('who a request is, cached per instance', () => {
  it('a public procedure never looks the caller up', async () => {
    const auth = await login(await createUser());
    const lookups = vi.spyOn(t.deps.identities, 'get');
    try {
      expect((await t.app.inject({ method: 'GET', url: '/trpc/plans.list', headers: auth })).statusCode).toBe(200);
      expect(lookups).not.toHaveBeenCalled();
      expect((await me(auth)).statusCode).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('a session signed out is refused at once on the instance that revoked it, even just after a cached call', async () => {
    const auth = await login(await createUser());
    expect((await me(auth)).statusCode).toBe(200);
    expect((await me(auth)).statusCode).toBe(200);
    expect((await logout(auth)).statusCode).toBe(200);
    expect((await me(auth)).statusCode).toBe(401);
  });

  it('a user suspended by an admin is refused at once, and signing out everywhere ends every session at once', async () => {
    const user = await createUser();
    const auth = await login(user);
    const other = await login(user);
    expect((await me(auth)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/trpc/auth.logoutEverywhere', headers: auth, payload: {} })).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    const admin = (await t.caller(await createUser({ role: 'ADMIN' }))).users;
    const fresh = await login(user);
    expect((await me(fresh)).statusCode).toBe(200);
    await admin.setStatus({ id: user.id, status: 'Suspend' });
    expect((await me(fresh)).statusCode).toBe(401);
  });

  it("another instance's logout and suspension reach this instance within the NOTIFY's latency", async () => {
    const b = await secondInstance();
    try {
      const user = await createUser();
      const auth = await login(user);
      expect((await me(auth)).statusCode).toBe(200);
      expect((await logout(auth, b.app)).statusCode).toBe(200);
      // Well inside the cache's five seconds: only the notification can have dropped the entry.
      await eventually(async () => expect((await me(auth)).statusCode).toBe(401), 1_000);

      const suspended = await createUser();
      const theirs = await login(suspended);
      expect((await me(theirs)).statusCode).toBe(200);
      // Written on the other instance's connection, past any service: only the trigger's NOTIFY tells this one.
      await b.database.db.update(users).set({ status: 'Suspend' }).where(eq(users.id, suspended.id));
      await eventually(async () => expect((await me(theirs)).statusCode).toBe(403), 1_000);
    } finally {
      await b.close();
    }
  });
});

describe('the identity cache', () => {
  const row = (overrides: Partial<IdentityRow> = {}): IdentityRow => ({
    id: 7,
    role: 'USER',
    language: 'en',
    status: 'Active',
    email: 'a@b.test',
    name: 'A B',
    tokenVersion: 0,
    deleted: false,
    twoFactorEnabled: false,
    session: { revoked: false, expiresAt: 10_000 },
    ...overrides,
  });

  it('reads a (user, session) once within its time to live, again after it', async () => {
    let now = 0;
    const cache = createIdentityCache(createChangeFeed(), 5_000, () => now);
    const load = vi.fn(async () => row());
    await cache.get(7, 1, load);
    await cache.get(7, 1, load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 5_001;
    await cache.get(7, 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a session when it is revoked and every session of a user when the user changes', async () => {
    const changes = createChangeFeed();
    const cache = createIdentityCache(changes);
    const load = vi.fn(async () => row());
    await cache.get(7, 1, load);
    await cache.get(7, 2, load);
    changes.changed({ kind: 'session', sessionId: 1 });
    expect(cache.size()).toBe(1);
    await cache.get(7, 1, load);
    changes.changed({ kind: 'user', userId: 7 });
    expect(cache.size()).toBe(0);
  });

  it('does not keep a read that was under way when a change arrived', async () => {
    const changes = createChangeFeed();
    const cache = createIdentityCache(changes);
    let release = () => {};
    const slow = cache.get(7, 1, () => new Promise<IdentityRow>((resolve) => (release = () => resolve(row()))));
    changes.changed({ kind: 'user', userId: 7 });
    release();
    await slow;
    expect(cache.size()).toBe(0);
  });
});

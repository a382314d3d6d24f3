import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@nimbus/shared/sessions';
import { sessions } from '../src/db/schema/index.ts';
import { parseEnv } from '../src/env.ts';
import { pruneSessions } from '../src/services/sessions.ts';
import { createUser, jwtPayload, testApp, workerDatabase, type TestUser } from './harness.ts';

// The browser's session (ADR 010): cookies instead of a token in the page, CSRF on mutations,
// short access tokens with a rotating refresh, and logout that ends the session on the server.

let clock = Date.now();
const t = testApp({ now: () => new Date(clock) });

const ACCESS = '__Host-nimbus-access';
const REFRESH = '__Host-nimbus-refresh';
type Jar = Record<string, string>;

/** Logs in as the app does (tRPC over HTTP) and keeps the cookies it sets. */
async function browserLogin(user: TestUser): Promise<Jar> {
  const res = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { json: { email: user.email, password: user.password } } });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** The jar after a response: set cookies replace, cleared ones go. */
function update(jar: Jar, res: { cookies: { name: string; value: string }[] }): Jar {
  const next = { ...jar };
  for (const cookie of res.cookies) {
    if (cookie.value === '') Reflect.deleteProperty(next, cookie.name);
    else next[cookie.name] = cookie.value;
  }
  return next;
}

const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

function me(jar: Jar) {
  return t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie: cookieHeader(jar) } });
}

function mutate(jar: Jar, path: string, options: { csrf?: string | null } = {}) {
  const csrf = options.csrf === undefined ? jar[CSRF_COOKIE] : options.csrf;
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { cookie: cookieHeader(jar), ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
    payload: {},
  });
}

const without = (jar: Jar, name: string) => Object.fromEntries(Object.entries(jar).filter(([key]) => key !== name));

describe('browser login', () => {
  it('sets the session as HttpOnly; Secure; SameSite=Lax cookies and puts no token in the answer', async () => {
    const user = await createUser();
    const res = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { json: { email: user.email, password: user.password } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toMatchObject({ token: null, user: { id: user.id } });
    const byName = Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie]));
    for (const name of [ACCESS, REFRESH]) {
      expect(byName[name]).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    }
    // The CSRF token is for the page to read and echo; it is not a credential on its own.
    expect(byName[CSRF_COOKIE]).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
    expect(byName[CSRF_COOKIE]!.httpOnly).toBeFalsy();
    expect(byName[ACCESS]!.maxAge).toBe(t.deps.env.ACCESS_TTL_SECONDS);
    const access = jwtPayload(byName[ACCESS]!.value);
    expect((access.exp as number) - (access.iat as number)).toBeLessThanOrEqual(3600);
    expect(access.sid).toEqual(expect.any(Number));
  });

  it('the cookies authenticate queries', async () => {
    const user = await createUser();
    const res = await me(await browserLogin(user));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toMatchObject({ id: user.id });
  });
});

describe('CSRF', () => {
  it('a mutation carried by the cookies without the CSRF header is refused and changes nothing', async () => {
    const jar = await browserLogin(await createUser());
    const res = await mutate(jar, 'auth.logout', { csrf: null });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.json.message).toBe('This request could not be verified. Reload the page and try again.');
    expect((await me(jar)).statusCode).toBe(200);
  });

  it('a CSRF header that does not match the cookie is refused', async () => {
    const jar = await browserLogin(await createUser());
    expect((await mutate(jar, 'auth.logout', { csrf: 'x'.repeat(43) })).statusCode).toBe(403);
  });

  it('a bearer client needs no CSRF header: it is not cookie-authenticated', async () => {
    const user = await createUser();
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } })).json();
    const res = await t.app.inject({ method: 'POST', url: '/trpc/auth.logout', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(res.statusCode).toBe(200);
  });
});

describe('refresh', () => {
  it('an expired access cookie is replaced from the refresh cookie, which rotates', async () => {
    const jar = await browserLogin(await createUser());
    clock += (t.deps.env.ACCESS_TTL_SECONDS + 1) * 1000;
    const res = await me(jar);
    expect(res.statusCode).toBe(200);
    const next = update(jar, res);
    expect(next[REFRESH]).not.toBe(jar[REFRESH]);
    expect(next[ACCESS]).not.toBe(jar[ACCESS]);
    expect((await me(without(next, ACCESS))).statusCode).toBe(200);
  });

  it('parallel requests of one tab with the same refresh token all succeed', async () => {
    const jar = without(await browserLogin(await createUser()), ACCESS);
    const [first, second] = [await me(jar), await me(jar)];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(update(jar, second)[REFRESH]).toBe(update(jar, first)[REFRESH]);
  });

  it('a rotated refresh token replayed after the grace period revokes the session', async () => {
    const user = await createUser();
    const stolen = without(await browserLogin(user), ACCESS);
    const owner = update(stolen, await me(stolen));
    clock += 60_000;
    const replay = await me(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.cookies.find((cookie) => cookie.name === REFRESH)?.value).toBe('');
    // The owner's newer tokens die with the session: whoever holds a copy is out.
    expect((await me(owner)).statusCode).toBe(401);
    expect((await me(without(owner, ACCESS))).statusCode).toBe(401);
    const { db } = await workerDatabase();
    const rows = await db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([{ revokedAt: expect.any(Date) }]);
  });

  it('a made-up refresh token for a real session is refused without revoking it', async () => {
    const jar = await browserLogin(await createUser());
    const [sid, version] = jar[REFRESH]!.split('.');
    const forged = { ...without(jar, ACCESS), [REFRESH]: `${sid}.${version}.${'A'.repeat(43)}` };
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(jar)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session: the old access and refresh cookies are refused afterwards', async () => {
    const jar = await browserLogin(await createUser());
    const res = await mutate(jar, 'auth.logout');
    expect(res.statusCode).toBe(200);
    expect(
      res.cookies
        .filter((cookie) => cookie.value === '')
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual([ACCESS, REFRESH, CSRF_COOKIE].sort());
    expect((await me(jar)).statusCode).toBe(401);
    expect((await me(without(jar, ACCESS))).statusCode).toBe(401);
  });

  it('another session of the same account stays signed in', async () => {
    const user = await createUser();
    const here = await browserLogin(user);
    const there = await browserLogin(user);
    await mutate(here, 'auth.logout');
    expect((await me(there)).statusCode).toBe(200);
  });
});

describe('sign out everywhere', () => {
  it('ends every browser session and bearer token of the account', async () => {
    const user = await createUser();
    const here = await browserLogin(user);
    const there = await browserLogin(user);
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } })).json();
    const other = await browserLogin(await createUser());

    expect((await mutate(here, 'auth.logoutEverywhere')).statusCode).toBe(200);

    for (const jar of [here, there]) {
      expect((await me(jar)).statusCode).toBe(401);
      expect((await me(without(jar, ACCESS))).statusCode).toBe(401);
    }
    const bearer = await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization: `Bearer ${token}` } });
    expect(bearer.statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('password change in the browser', () => {
  it('continues this session with new cookies and ends the others', async () => {
    const user = await createUser();
    const here = await browserLogin(user);
    const there = await browserLogin(user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.changePassword',
      headers: { cookie: cookieHeader(here), [CSRF_HEADER]: here[CSRF_COOKIE]! },
      payload: { json: { currentPassword: user.password, newPassword: 'fresh-secret', confirmPassword: 'fresh-secret' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.json).toEqual({ token: null });
    expect((await me(update(here, res))).statusCode).toBe(200);
    expect((await me(there)).statusCode).toBe(401);
    expect((await me(without(there, ACCESS))).statusCode).toBe(401);
  });
});

describe('REST clients', () => {
  it('POST /api/login answers the legacy bearer token, valid at most an hour, and sets no cookie', async () => {
    const user = await createUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), usersModel: { id: user.id, role: 'USER' } });
    expect(res.cookies).toEqual([]);
    const payload = jwtPayload(res.json().token);
    expect((payload.exp as number) - (payload.iat as number)).toBeLessThanOrEqual(3600);
  });

  it('POST /api/logout ends the bearer token at once', async () => {
    const user = await createUser();
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } })).json();
    const authorization = `Bearer ${token}`;
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } })).statusCode).toBe(401);
  });

  it('POST /api/logout is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/logout'].post).toMatchObject({ summary: expect.stringMatching(/log out/i) });
  });
});

describe('configuration', () => {
  it('access tokens live 15 minutes and REST tokens an hour by default; longer is refused', () => {
    expect(parseEnv({})).toMatchObject({ ACCESS_TTL_SECONDS: 900, TOKEN_TTL_SECONDS: 3600 });
    expect(() => parseEnv({ TOKEN_TTL_SECONDS: '604800' })).toThrow('TOKEN_TTL_SECONDS must be at most 3600 (one hour)');
    expect(() => parseEnv({ ACCESS_TTL_SECONDS: '7200' })).toThrow('ACCESS_TTL_SECONDS must be at most 3600 (one hour)');
  });
});

describe('clean-up', () => {
  it('the hourly job drops sessions that ended more than a day ago and keeps live ones', async () => {
    const user = await createUser();
    const ended = await browserLogin(user);
    await mutate(ended, 'auth.logout');
    const live = await browserLogin(user);
    const { db } = await workerDatabase();
    const count = async () => (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).length;
    expect(await count()).toBe(2);

    await pruneSessions(t.deps, new Date(clock + 2 * 24 * 3600 * 1000));
    expect(await count()).toBe(1);
    expect((await me(live)).statusCode).toBe(200);
  });
});

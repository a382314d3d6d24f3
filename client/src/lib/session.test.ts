import { describe, expect, it } from 'vitest';
import { createSessionStore, isTokenLive, readSession, TOKEN_KEY, tokenExpiry, USER_KEY, type KeyValueStorage } from './session.ts';

const NOW = Date.UTC(2026, 0, 1);
const user = { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', role: 'USER' as const };

function jwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

const liveToken = jwt({ sub: '7', exp: NOW / 1000 + 3600 });
const expiredToken = jwt({ sub: '7', exp: NOW / 1000 - 1 });

describe('token expiry', () => {
  it('reads exp (seconds) from the payload', () => {
    expect(tokenExpiry(liveToken)).toBe(NOW / 1000 + 3600);
  });

  it('treats a token without a readable exp as expired', () => {
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(isTokenLive(jwt({ sub: '7' }), NOW)).toBe(false);
    expect(isTokenLive('a.%%%.c', NOW)).toBe(false);
  });

  it('is live only while exp lies in the future', () => {
    expect(isTokenLive(liveToken, NOW)).toBe(true);
    expect(isTokenLive(expiredToken, NOW)).toBe(false);
    expect(isTokenLive(jwt({ exp: NOW / 1000 }), NOW)).toBe(false);
  });
});

describe('stored session', () => {
  it('keeps a stored session whose token has not expired', () => {
    const local = memoryStorage({ [TOKEN_KEY]: liveToken, [USER_KEY]: JSON.stringify(user) });
    const store = createSessionStore({ local, session: memoryStorage() }, () => NOW);
    expect(store.get()).toEqual({ token: liveToken, user });
  });

  it('clears a stored session whose token has expired at start-up', () => {
    const local = memoryStorage({ [TOKEN_KEY]: expiredToken, [USER_KEY]: JSON.stringify(user) });
    const store = createSessionStore({ local, session: memoryStorage() }, () => NOW);
    expect(store.get()).toBeNull();
    expect(local.data.size).toBe(0);
  });

  it('ignores a stored user that is not a session user', () => {
    const local = memoryStorage({ [TOKEN_KEY]: liveToken, [USER_KEY]: JSON.stringify({ id: 'x' }) });
    expect(readSession(local, NOW)).toBeNull();
    expect(readSession(memoryStorage({ [TOKEN_KEY]: liveToken, [USER_KEY]: '{' }), NOW)).toBeNull();
  });

  it('logs out when the token expires while the app runs', () => {
    let now = NOW;
    const store = createSessionStore({ local: memoryStorage(), session: memoryStorage() }, () => now);
    store.set({ token: liveToken, user });
    expect(store.current()?.user).toEqual(user);
    now += 3601_000;
    expect(store.current()).toBeNull();
  });

  it('saves on login and clears local and session storage on logout, telling subscribers', () => {
    const local = memoryStorage({ other: 'kept until logout' });
    const sessionStorage = memoryStorage({ draft: 'x' });
    const store = createSessionStore({ local, session: sessionStorage }, () => NOW);
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.get()));

    store.set({ token: liveToken, user });
    expect(local.data.get(TOKEN_KEY)).toBe(liveToken);
    expect(JSON.parse(local.data.get(USER_KEY)!)).toEqual(user);

    store.clear();
    expect(local.data.size).toBe(0);
    expect(sessionStorage.data.size).toBe(0);
    expect(seen).toEqual([{ token: liveToken, user }, null]);
  });
});

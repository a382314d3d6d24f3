import { CSRF_COOKIE } from '@nimbus/shared/sessions';
import { describe, expect, it } from 'vitest';
import { createSessionStore, csrfToken, LEGACY_TOKEN_KEY, readSession, USER_KEY, type KeyValueStorage } from './session.ts';

const user = { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', role: 'USER' as const, language: 'en' as const };
const signedIn = `theme=dark; ${CSRF_COOKIE}=abc-123_x`;

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

describe('CSRF cookie', () => {
  it('reads the token among other cookies', () => {
    expect(csrfToken(signedIn)).toBe('abc-123_x');
    expect(csrfToken(`${CSRF_COOKIE}=a=b`)).toBe('a=b');
  });

  it('is null without the cookie or with an empty one', () => {
    expect(csrfToken('')).toBeNull();
    expect(csrfToken('theme=dark')).toBeNull();
    expect(csrfToken(`${CSRF_COOKIE}=`)).toBeNull();
    expect(csrfToken(`x${CSRF_COOKIE}=abc`)).toBeNull();
  });
});

describe('stored session', () => {
  it('keeps the stored user while the session cookie exists', () => {
    const local = memoryStorage({ [USER_KEY]: JSON.stringify(user) });
    const store = createSessionStore({ local, session: memoryStorage() }, () => signedIn);
    expect(store.get()).toEqual({ user });
  });

  it('forgets the user at start-up when the session cookie is gone', () => {
    const local = memoryStorage({ [USER_KEY]: JSON.stringify(user) });
    const store = createSessionStore({ local, session: memoryStorage() }, () => 'theme=dark');
    expect(store.get()).toBeNull();
    expect(local.data.size).toBe(0);
  });

  it('removes a bearer token an earlier version left in localStorage', () => {
    const local = memoryStorage({ [LEGACY_TOKEN_KEY]: 'eyJhbGciOiJIUzI1NiJ9.e30.sig', [USER_KEY]: JSON.stringify(user) });
    createSessionStore({ local, session: memoryStorage() }, () => signedIn);
    expect(local.data.has(LEGACY_TOKEN_KEY)).toBe(false);
  });

  it('ignores a stored user that is not a session user', () => {
    expect(readSession(memoryStorage({ [USER_KEY]: JSON.stringify({ id: 'x' }) }), signedIn)).toBeNull();
    expect(readSession(memoryStorage({ [USER_KEY]: '{' }), signedIn)).toBeNull();
    expect(readSession(memoryStorage({ [USER_KEY]: JSON.stringify({ ...user, role: 'OWNER' }) }), signedIn)).toBeNull();
    expect(readSession(memoryStorage({ [USER_KEY]: JSON.stringify({ ...user, id: 7.5 }) }), signedIn)).toBeNull();
    expect(readSession(memoryStorage({ [USER_KEY]: 'null' }), signedIn)).toBeNull();
  });

  it('keeps only the session user fields of what was stored', () => {
    const stored = readSession(memoryStorage({ [USER_KEY]: JSON.stringify({ ...user, token: 'old' }) }), signedIn);
    expect(stored).toEqual({ user });
  });

  it('logs out when the session cookie disappears while the app runs', () => {
    let cookies = signedIn;
    const store = createSessionStore({ local: memoryStorage(), session: memoryStorage() }, () => cookies);
    store.set({ user });
    expect(store.current()?.user).toEqual(user);
    cookies = '';
    expect(store.current()).toBeNull();
  });

  it('stores only the user on login, never a token, and clears storage on logout, telling subscribers', () => {
    const local = memoryStorage({ other: 'kept until logout' });
    const sessionStorage = memoryStorage({ draft: 'x' });
    const store = createSessionStore({ local, session: sessionStorage }, () => signedIn);
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.get()));

    store.set({ user });
    expect(JSON.parse(local.data.get(USER_KEY)!)).toEqual(user);
    expect([...local.data.keys()].sort()).toEqual(['nimbus.user', 'other']);

    store.clear();
    expect(local.data.size).toBe(0);
    expect(sessionStorage.data.size).toBe(0);
    expect(seen).toEqual([{ user }, null]);
  });
});

import { sessionUser, type SessionUser } from '@nimbus/shared/auth';

// The stored session (specification section 4): user and token in browser storage. This file
// holds no DOM or React code so the rules can be unit-tested in node.

export type Session = { token: string; user: SessionUser };

/** The part of the Web Storage API the store needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export const TOKEN_KEY = 'nimbus.token';
export const USER_KEY = 'nimbus.user';

/** The token's `exp` claim in seconds, or null when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** A token is live while its `exp` (seconds) lies in the future; no `exp` counts as expired. */
export function isTokenLive(token: string, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}

/** The stored session if it is complete, well-formed and unexpired; otherwise null. */
export function readSession(storage: KeyValueStorage, nowMs: number): Session | null {
  const token = storage.getItem(TOKEN_KEY);
  const rawUser = storage.getItem(USER_KEY);
  if (!token || !rawUser || !isTokenLive(token, nowMs)) return null;
  try {
    const user = sessionUser.safeParse(JSON.parse(rawUser));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

export type SessionStore = {
  /** The session as last read or set; cheap and stable, for rendering. */
  get(): Session | null;
  /** Re-checks the token's expiry first and logs out when it has passed (guards call this). */
  current(): Session | null;
  set(session: Session): void;
  /** Logout: clears local and session storage. */
  clear(): void;
  /** Re-reads storage (another tab logged in or out). */
  reload(): void;
  subscribe(listener: () => void): () => void;
};

export function createSessionStore(
  storage: { local: KeyValueStorage; session: KeyValueStorage },
  now: () => number = Date.now,
): SessionStore {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  // At start-up a stored session is kept only if its token has not expired.
  let state = readSession(storage.local, now());
  if (!state) {
    storage.local.removeItem(TOKEN_KEY);
    storage.local.removeItem(USER_KEY);
  }

  const store: SessionStore = {
    get: () => state,
    current() {
      if (state && !isTokenLive(state.token, now())) store.clear();
      return state;
    },
    set(session) {
      storage.local.setItem(TOKEN_KEY, session.token);
      storage.local.setItem(USER_KEY, JSON.stringify(session.user));
      state = session;
      emit();
    },
    clear() {
      storage.local.clear();
      storage.session.clear();
      const changed = state !== null;
      state = null;
      if (changed) emit();
    },
    reload() {
      const next = readSession(storage.local, now());
      if (next?.token === state?.token) return;
      state = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

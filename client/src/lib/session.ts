import type { SessionUser } from '@nimbus/shared/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@nimbus/shared/i18n';
import { ROLES, type Role } from '@nimbus/shared/enums';
import { CSRF_COOKIE } from '@nimbus/shared/sessions';

// The signed-in user as the page knows them (ADR 010). The credentials live in HttpOnly cookies
// the page cannot read; the page keeps only who is signed in (for menus and route guards) and
// treats the readable CSRF cookie, which the server sets and clears with the session, as the sign
// that a session still exists. This file holds no DOM or React code so the rules can be
// unit-tested in node.

export type Session = { user: SessionUser };

/** The part of the Web Storage API the store needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export const USER_KEY = 'nimbus.user';
/** Where earlier versions kept the bearer token: removed on start-up. */
export const LEGACY_TOKEN_KEY = 'nimbus.token';

/** The CSRF token from a `document.cookie` string, or null when there is no session cookie. */
export function csrfToken(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE && value.length > 0) return value.join('=') || null;
  }
  return null;
}

/** The stored user while the session cookie exists and the user is well-formed; otherwise null. */
export function readSession(storage: KeyValueStorage, cookies: string): Session | null {
  const rawUser = storage.getItem(USER_KEY);
  if (!rawUser || csrfToken(cookies) === null) return null;
  try {
    const user = storedUser(JSON.parse(rawUser));
    return user ? { user } : null;
  } catch {
    return null;
  }
}

/**
 * The stored user if it has the shape of shared/auth's `sessionUser`, else null. Checked by hand:
 * this runs on every first load, and zod is not in it (docs/decisions/019).
 */
function storedUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, email, role, language } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || typeof name !== 'string' || typeof email !== 'string') return null;
  // A session stored before accounts had a language reads as English until the server's answer.
  return ROLES.includes(role as Role) ? { id, name, email, role: role as Role, language: isLanguage(language) ? language : DEFAULT_LANGUAGE } : null;
}

export type SessionStore = {
  /** The session as last read or set; cheap and stable, for rendering. */
  get(): Session | null;
  /** Re-checks the session cookie first and forgets the user when it is gone (guards call this). */
  current(): Session | null;
  set(session: Session): void;
  /** Forgets the user and clears local and session storage (the server clears the cookies). */
  clear(): void;
  /** Re-reads storage (another tab logged in or out). */
  reload(): void;
  subscribe(listener: () => void): () => void;
};

export function createSessionStore(storage: { local: KeyValueStorage; session: KeyValueStorage }, cookies: () => string): SessionStore {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  storage.local.removeItem(LEGACY_TOKEN_KEY);
  let state = readSession(storage.local, cookies());
  if (!state) storage.local.removeItem(USER_KEY);

  const store: SessionStore = {
    get: () => state,
    current() {
      if (state && csrfToken(cookies()) === null) store.clear();
      return state;
    },
    set(session) {
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
      const next = readSession(storage.local, cookies());
      if (JSON.stringify(next) === JSON.stringify(state)) return;
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

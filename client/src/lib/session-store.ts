import { useSyncExternalStore } from 'react';
import { createSessionStore, csrfToken, type KeyValueStorage, type Session } from './session.ts';

// The build renders the public pages in Node (build/prerender.ts): no storage, no cookies, nobody signed in.
const inBrowser = typeof window !== 'undefined';
const cookies = () => (inBrowser ? document.cookie : '');

/** The app's one session store, over the browser's storage and cookies. */
export const session = createSessionStore(
  inBrowser ? { local: window.localStorage, session: window.sessionStorage } : { local: emptyStorage(), session: emptyStorage() },
  cookies,
);

/** The value the server wants in the CSRF header of every mutation. */
export const currentCsrfToken = () => csrfToken(cookies());

// Another tab logging in or out changes localStorage; follow it here.
if (inBrowser) window.addEventListener('storage', () => session.reload());

function emptyStorage(): KeyValueStorage {
  return { getItem: () => null, setItem: () => {}, removeItem: () => {}, clear: () => {} };
}

/** The current session; components re-render as soon as it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

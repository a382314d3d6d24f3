import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@nimbus/shared/auth';
import { CSRF_COOKIE } from '@nimbus/shared/sessions';
import { createSessionStore, csrfToken, type KeyValueStorage, type Session } from './session.ts';

// In Node (src/prerender.tsx) there is no storage and no cookie: the build renders the public
// pages for nobody, the server a customer's overview for that customer (renderingFor).
const inBrowser = typeof window !== 'undefined';
let renderedCookies = '';
const cookies = () => (inBrowser ? document.cookie : renderedCookies);

/** The app's one session store, over the browser's storage and cookies. */
export const session = createSessionStore(
  inBrowser ? { local: window.localStorage, session: window.sessionStorage } : { local: emptyStorage(), session: emptyStorage() },
  cookies,
);

/** Node only: who the page being rendered is for (the session cookie's presence included). */
export function renderingFor(user: SessionUser | null): void {
  if (inBrowser) throw new Error('renderingFor is for pages rendered in Node');
  renderedCookies = user ? `${CSRF_COOKIE}=rendered` : '';
  if (user) session.set({ user });
  else session.clear();
}

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

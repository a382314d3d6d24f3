import { useSyncExternalStore } from 'react';
import { createSessionStore, csrfToken, type Session } from './session.ts';

/** The app's one session store, over the browser's storage and cookies. */
export const session = createSessionStore({ local: window.localStorage, session: window.sessionStorage }, () => document.cookie);

/** The value the server wants in the CSRF header of every mutation. */
export const currentCsrfToken = () => csrfToken(document.cookie);

// Another tab logging in or out changes localStorage; follow it here.
window.addEventListener('storage', () => session.reload());

/** The current session; components re-render as soon as it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get);
}

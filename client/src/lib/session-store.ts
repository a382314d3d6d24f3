import { useSyncExternalStore } from 'react';
import { createSessionStore, type Session } from './session.ts';

/** The app's one session store, over the browser's storage. */
export const session = createSessionStore({ local: window.localStorage, session: window.sessionStorage });

// Another tab logging in or out changes localStorage; follow it here.
window.addEventListener('storage', () => session.reload());

/** The current session; components re-render as soon as it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get);
}

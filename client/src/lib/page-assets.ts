import { prepareModals } from './modals.ts';
import { whenIdle } from './when-idle.ts';

// The pages whose Mantine components are all in styles/mantine-first-load.css.
const FIRST_LOAD_PAGES = new Set(['/', '/home', '/login']);

/**
 * Nothing for the first-load pages. For any other, the rest of Mantine's styles
 * (styles/mantine-rest.css; a customer's pages, styles/mantine-account.css), so the page never renders unstyled, and the dialogs' provider,
 * loaded and mounted, so a dialog the page opens at once (an alert) opens with it. Each is
 * fetched once.
 */
export function loadPageAssets(pathname: string): Promise<unknown> | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (FIRST_LOAD_PAGES.has(path)) return undefined;
  // A customer's pages need fewer of Mantine's styles, and open no dialog as they render: the
  // dialogs' provider comes once the page is idle, not in the task that draws it (docs/decisions/034).
  if (path === '/user' || path.startsWith('/user/')) {
    whenIdle(() => void prepareModals());
    return import('../styles/mantine-account.css');
  }
  return Promise.all([import('../styles/mantine-rest.css'), prepareModals()]);
}

import { prepareModals } from './modals.ts';

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
  // A customer's pages need fewer of Mantine's styles (docs/decisions/034).
  const styles = path === '/user' || path.startsWith('/user/') ? import('../styles/mantine-account.css') : import('../styles/mantine-rest.css');
  return Promise.all([styles, prepareModals()]);
}

import { prepareModals } from './modals.ts';

// The pages whose Mantine components are all in styles/mantine-first-load.css.
const FIRST_LOAD_PAGES = new Set(['/', '/home', '/login']);

/**
 * Nothing for the first-load pages. For any other, the rest of Mantine's styles
 * (styles/mantine-rest.css), so the page never renders unstyled, and the dialogs' provider,
 * loaded and mounted, so a dialog the page opens at once (an alert) opens with it. Each is
 * fetched once.
 */
export function loadPageAssets(pathname: string): Promise<unknown> | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return FIRST_LOAD_PAGES.has(path) ? undefined : Promise.all([import('../styles/mantine-rest.css'), prepareModals()]);
}

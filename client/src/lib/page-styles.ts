// The pages whose Mantine components are all in styles/mantine-first-load.css.
const FIRST_LOAD_PAGES = new Set(['/', '/home', '/login']);

/**
 * Nothing for the first-load pages; for any other, the promise of the rest of Mantine's styles
 * (styles/mantine-rest.css, fetched once), so the page never renders unstyled.
 */
export function loadPageStyles(pathname: string): Promise<unknown> | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return FIRST_LOAD_PAGES.has(path) ? undefined : import('../styles/mantine-rest.css');
}

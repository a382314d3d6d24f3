// Where to go back to after logging in (`/login?redirect=/user/support?ticket=3`). The value
// comes from the URL, so anyone can write it into a link: only a path of this site is kept,
// never another origin (`//evil.com`, `https://…`, `/\evil.com`), so the login page cannot be
// used to send a customer elsewhere (an open redirect).

const BASE = 'https://nimbus.invalid';
// The auth screens themselves: coming back to them would only loop.
const NOT_A_RETURN = /^\/(login|register)(\/|\?|#|$)/;

/** `value` if it is a same-site path (with its search and hash), undefined otherwise. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  // A second slash or a backslash right after the first makes browsers read a host; control
  // characters are dropped by the URL parser and could hide one.
  // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_A_RETURN.test(path) ? undefined : path;
}

export type ReturnSearch = { redirect?: string | undefined };

/**
 * The login page's `redirect` search param: kept when safe, set to undefined otherwise. The key
 * is always there: the router keeps a raw search value that the validator leaves out.
 */
export function returnSearch(search: Record<string, unknown>): ReturnSearch {
  return { redirect: safeReturnPath(search['redirect']) };
}

// The browser session's CSRF handshake (ADR 010): the server sets this readable cookie at
// login, and the app echoes its value in this header on every mutation.
export const CSRF_COOKIE = '__Host-nimbus-csrf';
export const CSRF_HEADER = 'x-csrf-token';

export const sessionMessages = {
  csrfRefused: 'This request could not be verified. Reload the page and try again.',
  loggedOut: 'You have been logged out.',
  signedOutEverywhere: 'You have been signed out on every device.',
} as const;

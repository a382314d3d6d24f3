import { fillMessage } from './message-text.ts';

// What any call may answer when the server protects itself (ADR 016).
export const serviceMessages = {
  busy: 'The shop is busy right now. Please try again in a moment.',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
} as const;

/** Seconds a client should wait before trying a busy call again (the Retry-After header). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** Malformed requests, refused at the edge before any handler runs (the server's request guard). */
export const requestMessages = {
  query: 'The query string is not valid percent-encoding.',
  utf8: 'The request body is not valid UTF-8.',
  trpcContentType: 'Send the call as JSON (Content-Type: application/json).',
  unreadable: 'The request input could not be read.',
} as const;

/** Text the database cannot store, or a shape no form sends (the server's input guard). */
export const inputMessages = {
  nul: 'Text must not contain NUL characters.',
  unicode: 'Text must be valid Unicode.',
  tooDeep: 'The input is nested too deeply.',
} as const;

/**
 * A client refused until it waits: the reason, then how long ("Too many attempts. Try again in 45
 * seconds."). Templates (fillMessage): `reason` is a text of its own, `wait` one of the waits below.
 */
export const limitMessages = {
  tryAgain: '{{reason}} Try again in {{wait}}.',
  tooManyAttempts: 'Too many attempts.',
  tooManyRequests: 'Too many requests.',
  tooManyRegistrations: 'Too many accounts were registered from your address.',
  tooManyFailures: 'Too many failed attempts.',
  accountLocked: 'Too many failed attempts: this account is locked. Try again in {{wait}}, or reset your password.',
  tooManyResetCodes: 'Too many reset codes were requested for this e-mail address.',
  codeOnlyWait: '{{reason}} Enter your e-mail address with the code, or try again in {{wait}}.',
  oneSecond: '1 second',
  seconds: '{{count}} seconds',
  minutes: '{{count}} minutes',
} as const;

/** "45 seconds", "1 second", "15 minutes": how long a refused client waits, in words. */
export function waitText(seconds: number): string {
  if (seconds === 1) return limitMessages.oneSecond;
  if (seconds < 120) return fillMessage(limitMessages.seconds, { count: seconds });
  return fillMessage(limitMessages.minutes, { count: Math.ceil(seconds / 60) });
}

/** "Too many attempts. Try again in 45 seconds." */
export function tryAgainMessage(reason: string, retryAfterSeconds: number): string {
  return fillMessage(limitMessages.tryAgain, { reason, wait: waitText(retryAfterSeconds) });
}

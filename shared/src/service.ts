// What any call may answer when the server protects itself (ADR 016).
export const serviceMessages = {
  busy: 'The shop is busy right now. Please try again in a moment.',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
} as const;

/** Seconds a client should wait before trying a busy call again (the Retry-After header). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

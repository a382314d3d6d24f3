// Business constants of the specification (section 9).
export const PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;
export const RECEIPT_MAX_BYTES = 1_048_576;
export const RECEIPT_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
// A new password (every role): 10 characters at least, and the server refuses common ones.
export const PASSWORD_MIN = 10;
// Login keeps accepting passwords chosen under the old 6-character rule.
export const LOGIN_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
// Postcodes as people write them: "1100-053", "SW1A 1AA", "10115" (the longest in use are 10).
export const POSTCODE_MAX = 12;
export const DEFAULT_COUNTRY_CODE = '+1';
// A ticket's message and every reply: room for a full description, logs pasted in (issue 13).
export const TICKET_MESSAGE_MAX = 5000;
export const PLAN_DEVICES_MIN = 1;
export const PLAN_DEVICES_MAX = 5;
export const MOBILE_BREAKPOINT_PX = 768;
export const SATISFIED_CUSTOMERS = 50_000;
/** The most calls one tRPC batch may carry; the client's batch link splits larger ones. */
export const TRPC_MAX_BATCH_SIZE = 10;

import type { MatrixEntry } from './types.ts';
import { ADMIN_ONLY, STAFF } from './types.ts';

// Telegram (ADR 045): the bot's settings are the admin's; linking a chat is a customer's own.
const CUSTOMERS_ONLY = { ...STAFF, user: 'ok', otherUser: 'ok', agent: 'FORBIDDEN', admin: 'FORBIDDEN' } as const;

export const telegramMatrix: MatrixEntry[] = [
  { path: 'telegram.get', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'telegram.update', input: () => ({ staffChatId: '' }), expect: ADMIN_ONLY },
  { path: 'telegram.test', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'telegram.mine', input: () => undefined, expect: CUSTOMERS_ONLY },
  // No bot is set in the matrix's shop: a customer passes the role check and is told so.
  { path: 'telegram.link', input: () => undefined, expect: { ...CUSTOMERS_ONLY, user: 'PRECONDITION_FAILED', otherUser: 'PRECONDITION_FAILED' } },
  { path: 'telegram.unlink', input: () => undefined, expect: CUSTOMERS_ONLY },
];

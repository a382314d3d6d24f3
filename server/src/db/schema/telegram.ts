import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { emailStatusEnum } from './enums.ts';
import { users } from './users.ts';

// A customer's Telegram chat (ADR 045): one per account, one account per chat.
export const telegramLinks = pgTable(
  'telegram_links',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('telegram_links_chat_idx').on(t.chatId)],
);

// The one-time token of a deep link t.me/<bot>?start=<token>: stored hashed, 15 minutes, used once.
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('telegram_link_tokens_hash_idx').on(t.tokenHash), index('telegram_link_tokens_user_idx').on(t.userId)],
);

// Every Telegram message is written here first, in the transaction of its event, and sent by a job.
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: serial('id').primaryKey(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    // A path of the shop (a notification's link), made absolute with PUBLIC_URL when sent.
    link: text('link'),
    status: emailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('telegram_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

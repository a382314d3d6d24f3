import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { plans } from './plans.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/**
 * Every free trial ever started (ADR 039): one per account and one per normalised e-mail, kept
 * when the account is deleted (the e-mail only as a SHA-256 of its normalised form), so
 * deleting and registering again does not give a second trial. The source address and the
 * start time feed the daily caps.
 */
export const trials = pgTable(
  'trials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    emailKey: text('email_key').notNull(),
    sourceAddress: text('source_address').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    hours: integer('hours').notNull(),
    devices: integer('devices').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    convertedPaymentId: integer('converted_payment_id').references(() => payments.id),
  },
  (t) => [
    uniqueIndex('trials_user_key').on(t.userId),
    uniqueIndex('trials_email_key').on(t.emailKey),
    index('trials_started_idx').on(t.startedAt),
    index('trials_source_started_idx').on(t.sourceAddress, t.startedAt),
    index('trials_subscription_idx').on(t.subscriptionId),
    index('trials_converted_idx')
      .on(t.convertedAt)
      .where(sql`${t.convertedAt} is not null`),
  ],
);

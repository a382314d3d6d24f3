import { sql } from 'drizzle-orm';
import { integer, pgSequence, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { users } from './users.ts';

// Order references (ADR 038) are drawn from this sequence by `next_order_reference()` (SQL of the
// migration): the number times a constant modulo 30^5, written in the reference alphabet. That
// is a bijection, so two codes never collide and nothing has to be retried; a payment inserted
// without a reference (seeds, tests, the legacy upload) gets one from a trigger.
export const orderReferenceSeq = pgSequence('order_reference_seq', { startWith: 1, minValue: 1 });

// The references given out before the upload: a customer holds at most one open (unused)
// reservation, the one the payment page shows; their next payment takes it.
export const orderReferences = pgTable(
  'order_references',
  {
    code: text('code').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: integer('payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('order_references_payment_key').on(t.paymentId),
    uniqueIndex('order_references_open_key')
      .on(t.userId)
      .where(sql`${t.paymentId} is null`),
  ],
);

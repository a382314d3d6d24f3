import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { emailStatusEnum } from './enums.ts';
import { invoices } from './invoices.ts';

// Every e-mail is written here first and sent by a job, so none is lost with a crash.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    // Attached as a PDF, drawn when the e-mail is sent (ADR 038): the row keeps what to attach, not its bytes.
    invoiceId: integer('invoice_id').references(() => invoices.id),
    status: emailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

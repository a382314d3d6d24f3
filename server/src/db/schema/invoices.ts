import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { InvoiceDetails } from '@nimbus/shared/invoices';
import { payments } from './payments.ts';
import { users } from './users.ts';

// ADR 038: one invoice per verified payment, numbered YYYY-NNNNNN without gaps per year. The number
// comes from `invoice_counters`, incremented in the verify's transaction: a rolled-back verify
// rolls its number back too. What the PDF says is frozen in `details` when it is issued, so a later
// change of the shop's name or the plan does not rewrite an invoice already sent.
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<InvoiceDetails>().notNull(),
  },
  (t) => [
    unique('invoices_payment_key').on(t.paymentId),
    unique('invoices_number_key').on(t.number),
    unique('invoices_year_seq_key').on(t.year, t.seq),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
  ],
);

/** The last invoice number given in each year: one row per year, locked by the verify that takes the next. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

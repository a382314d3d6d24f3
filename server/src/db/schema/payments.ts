import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns.ts';
import { paymentMethodEnum, paymentStatusEnum } from './enums.ts';
import { coupons } from './coupons.ts';
import { plans } from './plans.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/** What a search of payments reads as text: the payer's name and the amount (one trigram index). */
export function paymentSearchText(t: { payerName: AnyColumn; amount: AnyColumn }): SQL {
  return sql`(${t.payerName} || ' ' || ${t.amount}::text)`;
}

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    // The payer's name at submission: kept for the books after a user is deleted.
    payerName: text('payer_name').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    method: paymentMethodEnum('method').notNull(),
    status: paymentStatusEnum('status').notNull().default('Pending'),
    // No receipt for a payment a coupon covers in full (ADR 037): nothing was transferred.
    receipt: bytea('receipt'),
    // With S3_* set the file is in the bucket under this key and `receipt` is null (ADR 043).
    receiptKey: text('receipt_key'),
    receiptMime: text('receipt_mime'),
    receiptSize: integer('receipt_size'),
    receiptName: text('receipt_name').notNull().default(''),
    rejectReason: text('reject_reason'),
    // The coupon redeemed with this payment and what it took off; `amount` is what is paid after it.
    couponId: integer('coupon_id').references(() => coupons.id),
    discount: numeric('discount', { precision: 10, scale: 2 }).notNull().default('0'),
    idempotencyKey: text('idempotency_key'),
    // The order reference the customer wrote in the transfer (order-references.ts, ADR 038); set
    // on every row (the migration backfills old ones and makes the column NOT NULL by hand).
    reference: text('reference').$type<string>(),
    // What the customer says identifies the transfer (a transaction id or hash): trimmed, optional.
    transactionRef: text('transaction_ref'),
    // SHA-256 of the receipt's bytes: the same file on two payments is flagged to staff.
    receiptSha256: bytea('receipt_sha256'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // A pro-rated upgrade mid-cycle (ADR 036): the plan it replaces, the credit taken off the
    // amount and the end date its quote fixed. Null for every other payment.
    upgradeFromPlanId: integer('upgrade_from_plan_id').references(() => plans.id),
    upgradeCredit: numeric('upgrade_credit', { precision: 10, scale: 2 }),
    upgradeEndDate: timestamp('upgrade_end_date', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    // A subscription's payments, newest first (the customer's dashboard reads the latest one):
    // with the order in the index, a subscription without payments costs one probe, not a scan
    // of the newest-first index filtering every payment of the shop.
    index('payments_subscription_created_idx').on(t.subscriptionId, t.createdAt, t.id),
    // Staff list, newest first, whole or by status and plan (keyset on created_at, id).
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('payments_plan_created_idx').on(t.planId, t.createdAt, t.id),
    // A customer's redemptions of a coupon (once per customer); the overview's discounts by month.
    index('payments_coupon_user_idx')
      .on(t.couponId, t.userId)
      .where(sql`${t.couponId} is not null`),
    index('payments_coupon_reviewed_idx')
      .on(t.reviewedAt)
      .where(sql`${t.couponId} is not null and ${t.status} = 'Completed'`),
    uniqueIndex('payments_reference_key').on(t.reference),
    // Duplicate proof (ADR 038): another payment with the same receipt or transaction id.
    index('payments_receipt_sha256_idx')
      .on(t.receiptSha256)
      .where(sql`${t.receiptSha256} is not null`),
    index('payments_transaction_ref_idx')
      .on(sql`lower(${t.transactionRef})`)
      .where(sql`${t.transactionRef} is not null`),
    // The foreign key's check when a plan is deleted: the few upgrade payments only.
    index('payments_upgrade_from_idx')
      .on(t.upgradeFromPlanId)
      .where(sql`${t.upgradeFromPlanId} is not null`),
    index('payments_search_trgm_idx').using('gin', sql`${paymentSearchText(t)} gin_trgm_ops`),
  ],
);

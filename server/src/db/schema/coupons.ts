import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COUPON_KINDS } from '@nimbus/shared/coupons';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

export const couponKindEnum = pgEnum('coupon_kind', COUPON_KINDS);

/**
 * A discount code (ADR 037). `uses` counts the redemptions of payments not rejected: a submit
 * takes one with a conditional update (`uses < max_uses`), a rejection gives it back.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    // Stored upper-case (shared normaliseCode): the unique index is the case-insensitive one.
    code: text('code').notNull(),
    kind: couponKindEnum('kind').notNull(),
    percent: integer('percent'),
    amount: numeric('amount', { precision: 10, scale: 2 }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    newCustomersOnly: boolean('new_customers_only').notNull().default(false),
    // The plan rows it applies to; empty: every plan.
    planIds: integer('plan_ids').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    // The admin list, newest first (keyset on created_at, id), searched by code (trigram).
    index('coupons_created_idx').on(t.createdAt, t.id),
    index('coupons_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
    check('coupons_value_check', sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100) or (${t.kind} = 'fixed' and ${t.amount} > 0)`),
    check('coupons_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

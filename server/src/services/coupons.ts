import { TRPCError } from '@trpc/server';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  applyCoupon,
  couponLabel,
  couponMessages,
  couponValueOf,
  refusalMessage,
  type CouponQuote,
  type CouponRefusal,
  type CouponRow,
  type CouponValues,
} from '@nimbus/shared/coupons';
import { fromCents, toCents } from '@nimbus/shared/money';
import type { Page } from '@nimbus/shared/paging';
import { paymentMessages } from '@nimbus/shared/payments';
import type { DbOrTx, Tx } from '../db/client.ts';
import { coupons, payments, plans } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import { keysetPage, pageKey, type KeysetInput } from '../lib/paging.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/pg-errors.ts';
import { contains, searchArms } from '../lib/search.ts';
import { reasonedError } from '../trpc/errors.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';

const rowColumns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  percent: coupons.percent,
  amount: coupons.amount,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  maxUses: coupons.maxUses,
  uses: coupons.uses,
  oncePerCustomer: coupons.oncePerCustomer,
  newCustomersOnly: coupons.newCustomersOnly,
  planIds: coupons.planIds,
  active: coupons.active,
  createdAt: coupons.createdAt,
};

/** The admin table, newest first, searched by code (trigram index); O(page) at a million rows. */
export function list(db: DbOrTx, input: KeysetInput & { search: string }): Promise<Page<CouponRow>> {
  return keysetPage(
    db,
    {
      table: coupons,
      createdAt: coupons.createdAt,
      id: coupons.id,
      where: undefined,
      arms: searchArms(input.search, [contains(coupons.code)]),
      rows: (ids) =>
        db
          .select({ ...rowColumns, ...pageKey(coupons.id, coupons.createdAt) })
          .from(coupons)
          .where(inArray(coupons.id, ids)),
    },
    input,
  );
}

const stored = (values: CouponValues) => ({
  code: values.code,
  kind: values.kind,
  percent: values.kind === 'percent' ? Number(values.value) : null,
  amount: values.kind === 'fixed' ? fromCents(toCents(values.value)) : null,
  validFrom: values.validFrom,
  validUntil: values.validUntil,
  maxUses: values.maxUses,
  oncePerCustomer: values.oncePerCustomer,
  newCustomersOnly: values.newCustomersOnly,
  planIds: [...new Set(values.planIds)].sort((a, b) => a - b),
  active: values.active,
});

async function rowById(db: DbOrTx, id: number, lock = false): Promise<CouponRow> {
  const query = db.select(rowColumns).from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: couponMessages.notFound });
  return row;
}

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: couponMessages.duplicate });
  throw error;
}

export async function create(deps: Deps, actor: AuthUser, values: CouponValues): Promise<CouponRow> {
  return deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ ...stored(values), createdBy: actor.id })
        .returning({ id: coupons.id });
      const created = await rowById(tx, row!.id);
      await recordAudit(tx, { actorId: actor.id, action: 'coupon.create', entity: 'coupon', entityId: created.id, after: stored(values) });
      return created;
    })
    .catch(duplicate);
}

/** Every field may change; `uses` is the shop's count, never the form's, and max uses stays at or above it. */
export async function update(deps: Deps, actor: AuthUser, values: CouponValues & { id: number }): Promise<CouponRow> {
  return deps.db
    .transaction(async (tx) => {
      const before = await rowById(tx, values.id, true);
      if (values.maxUses !== null && values.maxUses < before.uses) {
        throw new TRPCError({ code: 'CONFLICT', message: couponMessages.maxBelowUses });
      }
      await tx.update(coupons).set(stored(values)).where(eq(coupons.id, values.id));
      const after = await rowById(tx, values.id);
      const { createdAt: _c, uses: _u, ...beforeFields } = before;
      await recordAudit(tx, { actorId: actor.id, action: 'coupon.update', entity: 'coupon', entityId: values.id, before: beforeFields, after: stored(values) });
      return after;
    })
    .catch(duplicate);
}

/** Only a coupon no payment names: the books keep every redemption (a used one is set inactive instead). */
export async function remove(deps: Deps, actor: AuthUser, id: number): Promise<void> {
  await deps.db
    .transaction(async (tx) => {
      const before = await rowById(tx, id, true);
      await tx.delete(coupons).where(eq(coupons.id, id));
      await recordAudit(tx, { actorId: actor.id, action: 'coupon.delete', entity: 'coupon', entityId: id, before: { code: before.code } });
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: couponMessages.used });
      throw error;
    });
}

const refuse = (reason: CouponRefusal, validFrom?: Date | null) => reasonedError('BAD_REQUEST', `coupon.${reason}`, refusalMessage(reason, validFrom));

type Checked = { coupon: CouponRow };

/**
 * Every rule of a code for this customer and plan row, in the order the customer can act on: a
 * code that does not exist, is off, not yet or no longer valid, used up, already used by them,
 * for other plans, or for new customers only. Read inside the submit's transaction after the
 * customer's row is locked, so their own payments cannot change meanwhile.
 */
async function check(db: DbOrTx, code: string, planId: number, userId: number, now: Date): Promise<Checked> {
  const [coupon] = await db.select(rowColumns).from(coupons).where(eq(coupons.code, code));
  if (!coupon) throw refuse('unknown');
  if (!coupon.active) throw refuse('inactive');
  if (coupon.validFrom && now < coupon.validFrom) throw refuse('notYet', coupon.validFrom);
  if (coupon.validUntil && now >= coupon.validUntil) throw refuse('expired');
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) throw refuse('usedUp');
  if (coupon.oncePerCustomer) {
    const [used] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.couponId, coupon.id), eq(payments.userId, userId), ne(payments.status, 'Failed')))
      .limit(1);
    if (used) throw refuse('alreadyUsed');
  }
  if (coupon.planIds.length > 0 && !coupon.planIds.includes(planId)) throw refuse('wrongPlan');
  if (coupon.newCustomersOnly) {
    const [paid] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'Completed')))
      .limit(1);
    if (paid) throw refuse('notNewCustomer');
  }
  return { coupon };
}

/**
 * What the customer pays for a plan row: the one place the amount due is computed. Another
 * reduction (a pro-rated upgrade) goes before the coupon: due = coupon(reduction(price)).
 */
export function amountDue(priceCents: number, coupon: CouponRow | null) {
  if (!coupon) return { discountCents: 0, dueCents: priceCents };
  return applyCoupon(priceCents, couponValueOf(coupon));
}

/** The price with a code, before the upload (`coupons.quote`): refused with the same reasons as the submit. */
export async function quote(deps: Deps, actor: AuthUser, input: { code: string; planId: number }): Promise<CouponQuote> {
  const [plan] = await deps.db.select({ id: plans.id, price: plans.price, status: plans.status }).from(plans).where(eq(plans.id, input.planId));
  if (!plan || plan.status !== 'Active') throw new TRPCError({ code: 'NOT_FOUND', message: paymentMessages.planUnavailable });
  const { coupon } = await check(deps.db, input.code, plan.id, actor.id, deps.now());
  const { discountCents, dueCents } = amountDue(toCents(plan.price), coupon);
  return {
    code: coupon.code,
    planId: plan.id,
    listPrice: fromCents(toCents(plan.price)),
    discount: fromCents(discountCents),
    amountDue: fromCents(dueCents),
    covered: dueCents === 0,
    label: couponLabel(coupon),
    value: couponValueOf(coupon),
  };
}

export type Redemption = { couponId: number; discountCents: number; dueCents: number };

/**
 * Takes one use of the code for this payment, inside the submit's transaction (the customer's row
 * locked). The count goes up with a conditional update: of customers racing for the last use,
 * Postgres lets one update the row and re-checks `uses < max_uses` for the others after it
 * commits, so they find it used up. Nothing is taken when the submit fails later: same transaction.
 */
export async function redeem(tx: Tx, input: { code: string; planId: number; userId: number; priceCents: number; now: Date }): Promise<Redemption> {
  const { coupon } = await check(tx, input.code, input.planId, input.userId, input.now);
  const [taken] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.id, coupon.id), eq(coupons.active, true), sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`))
    .returning({ id: coupons.id });
  if (!taken) throw refuse('usedUp');
  return { couponId: coupon.id, ...amountDue(input.priceCents, coupon) };
}

/** A rejected payment gives its use back (ADR 037): one statement for any number of payments. */
export async function release(tx: Tx, paymentIds: readonly number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  const used = tx
    .select({ couponId: payments.couponId, n: sql<number>`count(*)::int`.as('n') })
    .from(payments)
    .where(and(inArray(payments.id, [...paymentIds]), isNotNull(payments.couponId)))
    .groupBy(payments.couponId)
    .as('used');
  await tx
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - ${used.n}, 0)` })
    .from(used)
    .where(eq(coupons.id, used.couponId));
}

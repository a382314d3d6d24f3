import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isStaffRole, PAYMENT_METHODS, PAYMENT_STATUSES } from '@nimbus/shared/enums';
import type { Page } from '@nimbus/shared/paging';
import { paymentMessages, receiptUrl, type MyPayment, type PaymentListInput, type PaymentTwin, type StaffPayment } from '@nimbus/shared/payments';
import { normaliseReference } from '@nimbus/shared/invoices';
import { subscriptionMessages } from '@nimbus/shared/subscriptions';
import type { DbOrTx } from '../db/client.ts';
import { coupons, invoices, payments, paymentSearchText, plans, subscriptions, users } from '../db/schema/index.ts';
import { keysetPage, pageKey, paginate, type KeysetInput } from '../lib/paging.ts';
import { contains, dateText, enumText, searchArms } from '../lib/search.ts';
import { plansNamed } from './plans.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';

/** A parsed `pageInput` (defaults applied). */
type PageValues = KeysetInput & { search: string };

// Never the receipt bytes: lists and details carry its type and size, the bytes have their own route.
export const myColumns = {
  id: payments.id,
  paymentDate: payments.createdAt,
  amount: payments.amount,
  paymentMethod: payments.method,
  status: payments.status,
  planName: plans.name,
  rejectReason: payments.rejectReason,
  reference: sql<string>`${payments.reference}`,
  invoiceNumber: invoices.number,
  planId: payments.planId,
  devices: plans.devices,
  upgrade: sql<boolean>`${payments.upgradeFromPlanId} is not null`,
};

/** The plan an upgrade payment replaces (ADR 036), joined under its own name. */
const fromPlans = alias(plans, 'upgrade_from_plans');

/**
 * The earliest other payment whose `column` equals this one's (ADR 038), as JSON: one probe of
 * that column's index per listed payment. `lower(...)` for transaction ids, which differ in case
 * between a bank's screen and what a customer types.
 */
function twin(match: 'receipt' | 'transaction') {
  const same: Record<typeof match, (other: string) => ReturnType<typeof sql>> = {
    receipt: (other) => sql`${sql.raw(other)}.receipt_sha256 = ${payments.receiptSha256} and ${sql.raw(other)}.receipt_sha256 is not null`,
    transaction: (other) => sql`lower(${sql.raw(other)}.transaction_ref) = lower(${payments.transactionRef}) and ${sql.raw(other)}.transaction_ref is not null`,
  };
  return sql<PaymentTwin | null>`(select json_build_object('id', twin.id, 'reference', twin.reference, 'status', twin.status) from payments twin
    where ${same[match]('twin')} and twin.id <> ${payments.id} order by twin.id limit 1)`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as PaymentTwin) : (value as PaymentTwin | null),
  );
}

const staffColumns = {
  id: payments.id,
  userId: payments.userId,
  fullName: payments.payerName,
  email: users.email,
  amount: payments.amount,
  method: payments.method,
  date: payments.createdAt,
  status: payments.status,
  planId: payments.planId,
  planName: plans.name,
  subscriptionId: payments.subscriptionId,
  receiptMime: payments.receiptMime,
  receiptSize: payments.receiptSize,
  rejectReason: payments.rejectReason,
  reviewedAt: payments.reviewedAt,
  couponCode: coupons.code,
  discount: payments.discount,
  reference: sql<string>`${payments.reference}`,
  transactionRef: payments.transactionRef,
  invoiceNumber: invoices.number,
  sameReceipt: twin('receipt'),
  sameTransaction: twin('transaction'),
  upgradeFromPlan: fromPlans.name,
  upgradeFromDevices: fromPlans.devices,
  upgradeCredit: payments.upgradeCredit,
  devices: plans.devices,
};

type StaffRow = Omit<StaffPayment, 'receiptUrl' | 'upgrade'> & {
  devices: number;
  upgradeFromPlan: string | null;
  upgradeFromDevices: number | null;
  upgradeCredit: string | null;
};

/** An order reference typed in the search ("nt-7k4q9", "7K4Q9"): that payment, by its unique index. */
const referenceEquals =
  (column: AnyColumn) =>
  (term: string): SQL | undefined => {
    const reference = normaliseReference(term);
    return reference ? eq(column, reference) : undefined;
  };

/** A transaction id typed in the search (6+ characters, no spaces): the payments that gave it, case aside. */
const transactionEquals = (term: string): SQL | undefined =>
  /^\S{6,120}$/.test(term) ? sql`(lower(${payments.transactionRef}) = ${term.toLowerCase()} and ${payments.transactionRef} is not null)` : undefined;

// A payment a coupon covers in full has no receipt: staff see "Covered by coupon" instead.
const toStaff = ({ upgradeFromPlan, upgradeFromDevices, upgradeCredit, devices, ...row }: StaffRow): StaffPayment => ({
  ...row,
  receiptUrl: row.receiptMime ? receiptUrl(row.id) : null,
  upgrade:
    upgradeFromPlan === null ? null : { fromPlan: upgradeFromPlan, fromDevices: upgradeFromDevices ?? 0, toDevices: devices, credit: upgradeCredit ?? '0.00' },
});

/** The caller's own payments, newest first. */
export async function mine(deps: Deps, actor: AuthUser, input: PageValues): Promise<Page<MyPayment>> {
  const where = eq(payments.userId, actor.id);
  return paginate(
    input,
    (limit, offset) =>
      deps.db
        .select(myColumns)
        .from(payments)
        .innerJoin(plans, eq(plans.id, payments.planId))
        .leftJoin(invoices, eq(invoices.paymentId, payments.id))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset),
    async () => (await deps.db.select({ n: count() }).from(payments).where(where))[0]!.n,
  );
}

/**
 * Staff table, newest first, filtered by status: searched across the payer's name and the amount
 * (one trigram index), the plan, method, status and date, each on its own index.
 */
export async function list(deps: Deps, input: PageValues & Pick<PaymentListInput, 'status'>): Promise<Page<StaffPayment>> {
  const matchingPlans = await plansNamed(deps.db, input.search);
  return keysetPage(
    deps.db,
    {
      table: payments,
      createdAt: payments.createdAt,
      id: payments.id,
      where: input.status ? eq(payments.status, input.status) : undefined,
      arms: searchArms(input.search, [
        referenceEquals(payments.reference),
        transactionEquals,
        contains(paymentSearchText(payments)),
        () => (matchingPlans.length ? inArray(payments.planId, matchingPlans) : undefined),
        enumText(payments.method, PAYMENT_METHODS),
        enumText(payments.status, PAYMENT_STATUSES),
        dateText(payments.createdAt),
      ]),
      rows: (ids) =>
        deps.db
          .select({ ...staffColumns, ...pageKey(payments.id, payments.createdAt) })
          .from(payments)
          .innerJoin(plans, eq(plans.id, payments.planId))
          .leftJoin(fromPlans, eq(fromPlans.id, payments.upgradeFromPlanId))
          .leftJoin(users, eq(users.id, payments.userId))
          .leftJoin(coupons, eq(coupons.id, payments.couponId))
          .leftJoin(invoices, eq(invoices.paymentId, payments.id))
          .where(inArray(payments.id, ids)),
      toRow: toStaff,
    },
    input,
  );
}

export async function byId(db: DbOrTx, id: number): Promise<StaffPayment> {
  const [row] = await db
    .select(staffColumns)
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(fromPlans, eq(fromPlans.id, payments.upgradeFromPlanId))
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.id, id))
    .limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: paymentMessages.notFound });
  return toStaff(row);
}

/** A subscription's payments, for its owner or staff; another customer is told it does not exist. */
export async function forSubscription(deps: Deps, actor: AuthUser, subscriptionId: number): Promise<MyPayment[]> {
  const [owner] = await deps.db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1);
  if (!owner || (owner.userId !== actor.id && !isStaffRole(actor.role))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: subscriptionMessages.notFound });
  }
  return deps.db
    .select(myColumns)
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.subscriptionId, subscriptionId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export type StoredReceipt = { bytes: Buffer; mime: string };

/** The receipt bytes, for staff and the payment's owner only (the owner check is in the query: no blob is read for anyone else). */
export async function receiptFor(deps: Deps, actor: AuthUser, paymentId: number): Promise<StoredReceipt> {
  const mayRead = isStaffRole(actor.role) ? undefined : eq(payments.userId, actor.id);
  const [row] = await deps.db
    .select({ bytes: payments.receipt, key: payments.receiptKey, mime: payments.receiptMime })
    .from(payments)
    .where(and(eq(payments.id, paymentId), mayRead))
    .limit(1);
  if (!row?.mime || (!row.bytes && !row.key)) throw new TRPCError({ code: 'NOT_FOUND', message: paymentMessages.notFound });
  // In the bucket (ADR 043), or still in the table: a shop moving its receipts serves both.
  if (row.bytes) return { bytes: row.bytes, mime: row.mime };
  if (!deps.receipts) throw new Error(`Receipt ${paymentId} is in a bucket, but S3_BUCKET is not set`);
  return { bytes: await deps.receipts.get(row.key!), mime: row.mime };
}

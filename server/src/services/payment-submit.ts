import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { RECEIPT_MAX_BYTES } from '@nimbus/shared/constants';
import { isStaffRole, type PaymentMethod, type PlanStatus } from '@nimbus/shared/enums';
import { fromCents, toCents } from '@nimbus/shared/money';
import { detectReceiptMime, paymentMessages, receiptMissingMessages, type MyPayment, type PaymentQuote, type ReceiptMime } from '@nimbus/shared/payments';
import { renewalChoice } from '@nimbus/shared/renewal';
import { userMessages } from '@nimbus/shared/users';
import type { DbOrTx, Tx } from '../db/client.ts';
import { invoices, payments, plans, subscriptions, users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import { uploadKey } from '../lib/receipt-store.ts';
import type { AuthUser } from '../trpc/context.ts';
import { amountDue, type AmountDue, type DuePlan } from './amount-due.ts';
import { recordAudit } from './audit.ts';
import { emitWebhooks } from './webhooks/emit.ts';
import { alertStaff } from './telegram/outbox.ts';
import { redeem, type Redemption } from './coupons.ts';
import { myColumns } from './payments.ts';
import { closeReference, takeReference } from './order-references.ts';
import { liveForRenewal, refusalError } from './renewal.ts';

export type ReceiptUpload = { bytes: Buffer; filename: string; declaredMime: string };

export type SubmitPaymentInput = {
  /** Whose payment: the caller's own unless staff record one for a customer. */
  userId?: number;
  planId: number;
  method: PaymentMethod;
  /** The amount the customer saw; the server's amount (`amountDue`) is charged and a different one refused. */
  amount?: string;
  /** Per user: a retried submit with the same key answers the first payment. */
  idempotencyKey?: string;
  /** A coupon code (normalised); none: the full price, as a legacy client pays. */
  couponCode?: string | undefined;
  /** Not needed when the coupon covers the whole price (ADR 037). */
  /** The order reference the payment page showed (ADR 038); without it the customer's open one is taken. */
  reference?: string | undefined;
  /** The transaction id or hash the customer gave, already trimmed (shared `transactionRefField`). */
  transactionRef?: string | undefined;
  receipt: ReceiptUpload | null;
};

export type SubmittedPayment = MyPayment & { subscriptionId: number };
export type SubmitResult = { payment: SubmittedPayment; replayed: boolean };

type CheckedReceipt = { bytes: Buffer; mime: ReceiptMime; name: string; sha256: Buffer };

/** Size and real type (magic bytes); the declared type and the file name count for nothing. */
export function checkReceipt(receipt: ReceiptUpload | null, method: PaymentMethod): CheckedReceipt {
  if (!receipt || receipt.bytes.length === 0) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: receiptMissingMessages[method] });
  }
  if (receipt.bytes.length > RECEIPT_MAX_BYTES) {
    throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: paymentMessages.receiptTooLarge });
  }
  const mime = detectReceiptMime(receipt.bytes);
  if (!mime) throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: paymentMessages.receiptType });
  // Kept for staff only; never put in a header (the receipt route names the file by id).
  const name = receipt.filename
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}"]/gu, '')
    .slice(0, 200);
  return { bytes: receipt.bytes, mime, name, sha256: createHash('sha256').update(receipt.bytes).digest() };
}

/**
 * A customer pays for a plan by uploading a receipt: the payment is stored Pending, for the
 * live subscription that `renewalChoice` allows it to pay for (see `subscriptionPaidFor`).
 */
export async function submitPayment(deps: Deps, actor: AuthUser, input: SubmitPaymentInput): Promise<SubmitResult> {
  const userId = input.userId ?? actor.id;
  if (userId !== actor.id && !isStaffRole(actor.role)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: paymentMessages.notYours });
  }
  // Every refusal of the file comes before the transaction: nothing is stored for it. Without a
  // file, only a coupon that covers the whole price (known inside the transaction) can do.
  const receipt = input.receipt || !input.couponCode ? checkReceipt(input.receipt, input.method) : null;
  // With a bucket (ADR 043) the file goes there first, under a key of its own; the payment row
  // names it. Whatever the transaction does not keep (it failed, a retry answered the first
  // payment, a coupon covered the price) is removed again: no file without its payment.
  const stored = receipt && deps.receipts ? { key: uploadKey(), used: false, kept: false } : null;
  if (stored && receipt) await deps.receipts!.put(stored.key, receipt.bytes, receipt.mime);
  try {
    const result = await deps.db.transaction((tx) => insertPayment(tx, deps, actor, userId, input, receipt, stored));
    // Committed: the row that names the file is there.
    if (stored) stored.kept = stored.used;
    return result;
  } finally {
    if (stored && !stored.kept)
      await deps
        .receipts!.remove(stored.key)
        .catch((error: unknown) => deps.log.warn({ err: error, key: stored.key }, 'could not remove an unused receipt file'));
  }
}

async function insertPayment(
  tx: Tx,
  deps: Deps,
  actor: AuthUser,
  userId: number,
  input: SubmitPaymentInput,
  receipt: CheckedReceipt | null,
  stored: { key: string; used: boolean } | null,
): Promise<SubmitResult> {
  // One submit per customer at a time: the key, the pending check and the live row are
  // read and written without a race. NO KEY UPDATE leaves foreign-key checks on the row free.
  const [owner] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!owner || owner.deletedAt) throw new TRPCError({ code: 'NOT_FOUND', message: userMessages.notFound });

  if (input.idempotencyKey) {
    const [earlier] = await tx
      .select({ id: payments.id, planId: payments.planId, method: payments.method })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, input.idempotencyKey)));
    if (earlier) {
      if (earlier.planId !== input.planId || earlier.method !== input.method) {
        throw new TRPCError({ code: 'CONFLICT', message: paymentMessages.keyReused });
      }
      return { payment: await submitted(tx, earlier.id), replayed: true };
    }
  }

  const plan = await planFor(tx, input.planId);
  const now = deps.now();
  const { subscriptionId, due } = await subscriptionPaidFor(tx, userId, plan, now);
  if (input.amount !== undefined && plan.status === 'Active' && toCents(input.amount) !== toCents(due.amount)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: paymentMessages.priceChanged });
  }
  // The amount due: the plan's price or a pro-rated upgrade (amount-due.ts), then the coupon.
  const priceCents = toCents(due.amount);
  const redemption: Redemption | null = input.couponCode ? await redeem(tx, { code: input.couponCode, planId: plan.id, userId, priceCents, now }) : null;
  const dueCents = redemption ? redemption.dueCents : priceCents;
  // Covered in full: nothing was transferred, so no receipt is kept; otherwise one is required.
  const kept = dueCents === 0 ? null : (receipt ?? checkReceipt(null, input.method));
  const reference = await takeReference(tx, userId, input.reference);
  const [row] = await tx
    .insert(payments)
    .values({
      userId,
      planId: plan.id,
      subscriptionId,
      payerName: `${owner.firstName} ${owner.lastName}`.trim(),
      amount: fromCents(dueCents),
      method: input.method,
      receipt: kept && !stored ? kept.bytes : null,
      receiptKey: kept && stored ? stored.key : null,
      receiptMime: kept?.mime ?? null,
      receiptSize: kept?.bytes.length ?? null,
      receiptName: kept?.name ?? '',
      receiptSha256: kept?.sha256 ?? null,
      reference,
      transactionRef: input.transactionRef ?? null,
      couponId: redemption?.couponId ?? null,
      discount: fromCents(redemption?.discountCents ?? 0),
      idempotencyKey: input.idempotencyKey ?? null,
      upgradeFromPlanId: due.upgrade?.fromPlanId ?? null,
      upgradeCredit: due.upgrade?.credit ?? null,
      upgradeEndDate: due.upgrade?.endDate ?? null,
    })
    .returning({ id: payments.id });
  const paymentId = row!.id;
  if (stored && kept) stored.used = true;
  await closeReference(tx, reference, paymentId);
  // The staff chat hears of it in the same transaction (ADR 045).
  await alertStaff(tx, {
    title: 'telegram:staff.newPayment.title',
    message: 'telegram:staff.newPayment.message',
    values: { name: `${owner.firstName} ${owner.lastName}`.trim(), amount: fromCents(dueCents), method: input.method, reference },
    link: '/admin/payments',
  });
  if (userId !== actor.id) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.submit',
      entity: 'payment',
      entityId: paymentId,
      after: {
        userId,
        planId: plan.id,
        amount: fromCents(dueCents),
        method: input.method,
        status: 'Pending',
        ...(redemption ? { couponId: redemption.couponId, discount: fromCents(redemption.discountCents) } : {}),
        ...(due.upgrade && { upgradeFrom: due.upgrade.fromPlanId }),
      },
    });
  }
  await emitWebhooks(tx, deps.now(), [
    { type: 'payment.submitted', data: { paymentId, userId, planId: plan.id, subscriptionId, amount: fromCents(dueCents), method: input.method } },
  ]);
  return { payment: await submitted(tx, paymentId), replayed: false };
}

type PaidPlan = DuePlan & { status: PlanStatus };

async function planFor(db: DbOrTx, planId: number): Promise<PaidPlan> {
  const [plan] = await db
    .select({ id: plans.id, price: plans.price, status: plans.status, devices: plans.devices, durationDays: plans.durationDays })
    .from(plans)
    .where(eq(plans.id, planId));
  if (!plan) throw new TRPCError({ code: 'NOT_FOUND', message: paymentMessages.planUnavailable });
  return plan;
}

/**
 * The live subscription this payment is for, as `renewalChoice` allows, and what it charges
 * (`amountDue`): a new one in Pending; an Active one renewed in its last 14 days (on its plan,
 * or on another that is not an upgrade: ADR 036's downgrade at renewal) stays Active and
 * verifying extends it from its end date; an upgrade stays on the Active one at a pro-rated
 * amount and verifying changes its plan; an Expired one, or a Pending one whose payment was
 * rejected, goes (back) to Pending on the chosen plan.
 */
async function subscriptionPaidFor(tx: Tx, userId: number, plan: PaidPlan, now: Date): Promise<{ subscriptionId: number; due: AmountDue }> {
  const live = await liveForRenewal(tx, userId, { lock: true });
  const choice = renewalChoice(live, plan, now);
  if (!choice.allowed) throw refusalError(choice);
  const due = amountDue(live, plan, choice.kind, now);
  if (!live) {
    const [created] = await tx.insert(subscriptions).values({ userId, planId: plan.id, status: 'Pending' }).returning({ id: subscriptions.id });
    return { subscriptionId: created!.id, due };
  }
  // A running trial stays on until the payment is verified; verifying it starts the paid term (ADR 039).
  if (live.status === 'Active' || choice.kind === 'convert') return { subscriptionId: live.id, due };
  await tx
    .update(subscriptions)
    .set({
      planId: plan.id,
      status: 'Pending',
      startDate: null,
      endDate: null,
      streamUsername: null,
      streamPasswordEnc: null,
      remindedDays: null,
      trialHours: null,
      trialDevices: null,
    })
    .where(eq(subscriptions.id, live.id));
  return { subscriptionId: live.id, due };
}

/** The amount the payment page shows before the upload: the submit charges the same (or refuses the same). */
export async function quotePayment(deps: Deps, actor: AuthUser, planId: number): Promise<PaymentQuote> {
  const plan = await planFor(deps.db, planId);
  const live = await liveForRenewal(deps.db, actor.id);
  const now = deps.now();
  const choice = renewalChoice(live, plan, now);
  if (!choice.allowed) throw refusalError(choice);
  const due = amountDue(live, plan, choice.kind, now);
  if (!due.upgrade) return { planId, amount: due.amount, upgrade: null };
  const { fromPlanId: _omitted, ...upgrade } = due.upgrade;
  return { planId, amount: due.amount, upgrade };
}

async function submitted(tx: Tx, paymentId: number): Promise<SubmittedPayment> {
  const [row] = await tx
    .select({ ...myColumns, subscriptionId: payments.subscriptionId })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  return { ...row!, subscriptionId: row!.subscriptionId! };
}

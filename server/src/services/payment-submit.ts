import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { RECEIPT_MAX_BYTES } from '@nimbus/shared/constants';
import { isStaffRole, type PaymentMethod } from '@nimbus/shared/enums';
import { fromCents, toCents } from '@nimbus/shared/money';
import { detectReceiptMime, paymentMessages, receiptMissingMessages, type MyPayment, type ReceiptMime } from '@nimbus/shared/payments';
import { renewalChoice, type RenewalPlan } from '@nimbus/shared/renewal';
import type { Tx } from '../db/client.ts';
import { payments, plans, subscriptions, users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';
import { emitWebhooks } from './webhooks/emit.ts';
import { redeem, type Redemption } from './coupons.ts';
import { myColumns } from './payments.ts';
import { liveForRenewal, refusalError } from './renewal.ts';

export type ReceiptUpload = { bytes: Buffer; filename: string; declaredMime: string };

export type SubmitPaymentInput = {
  /** Whose payment: the caller's own unless staff record one for a customer. */
  userId?: number;
  planId: number;
  method: PaymentMethod;
  /** The price the customer saw; the plan's price is charged and a different one refused. */
  amount?: string;
  /** Per user: a retried submit with the same key answers the first payment. */
  idempotencyKey?: string;
  /** A coupon code (normalised); none: the full price, as a legacy client pays. */
  couponCode?: string | undefined;
  /** Not needed when the coupon covers the whole price (ADR 037). */
  receipt: ReceiptUpload | null;
};

export type SubmittedPayment = MyPayment & { subscriptionId: number };
export type SubmitResult = { payment: SubmittedPayment; replayed: boolean };

type CheckedReceipt = { bytes: Buffer; mime: ReceiptMime; name: string };

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
  return { bytes: receipt.bytes, mime, name };
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

  return deps.db.transaction(async (tx) => {
    // One submit per customer at a time: the key, the pending check and the live row are
    // read and written without a race. NO KEY UPDATE leaves foreign-key checks on the row free.
    const [owner] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!owner || owner.deletedAt) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });

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

    const [plan] = await tx.select({ id: plans.id, price: plans.price, status: plans.status }).from(plans).where(eq(plans.id, input.planId));
    if (!plan) throw new TRPCError({ code: 'NOT_FOUND', message: paymentMessages.planUnavailable });
    if (input.amount !== undefined && plan.status === 'Active' && toCents(input.amount) !== toCents(plan.price)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: paymentMessages.priceChanged });
    }

    const subscriptionId = await subscriptionPaidFor(tx, userId, plan, deps.now());
    // The amount due: the plan's price, then the coupon (services/coupons.ts amountDue).
    const priceCents = toCents(plan.price);
    const redemption: Redemption | null = input.couponCode
      ? await redeem(tx, { code: input.couponCode, planId: plan.id, userId, priceCents, now: deps.now() })
      : null;
    const dueCents = redemption ? redemption.dueCents : priceCents;
    // Covered in full: nothing was transferred, so no receipt is kept; otherwise one is required.
    const kept = dueCents === 0 ? null : (receipt ?? checkReceipt(null, input.method));
    const [row] = await tx
      .insert(payments)
      .values({
        userId,
        planId: plan.id,
        subscriptionId,
        payerName: `${owner.firstName} ${owner.lastName}`.trim(),
        amount: fromCents(dueCents),
        method: input.method,
        receipt: kept?.bytes ?? null,
        receiptMime: kept?.mime ?? null,
        receiptSize: kept?.bytes.length ?? null,
        receiptName: kept?.name ?? '',
        couponId: redemption?.couponId ?? null,
        discount: fromCents(redemption?.discountCents ?? 0),
        idempotencyKey: input.idempotencyKey ?? null,
      })
      .returning({ id: payments.id });
    const paymentId = row!.id;
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
        },
      });
    }
    await emitWebhooks(tx, deps.now(), [
      { type: 'payment.submitted', data: { paymentId, userId, planId: plan.id, subscriptionId, amount: fromCents(dueCents), method: input.method } },
    ]);
    return { payment: await submitted(tx, paymentId), replayed: false };
  });
}

/**
 * The live subscription this payment is for, as `renewalChoice` allows: a new one in Pending;
 * an Active one renewed in its last 14 days stays Active (verifying the payment extends it from
 * its end date); an Expired one, or a Pending one whose payment was rejected, goes (back) to
 * Pending on the chosen plan. One live row per customer: an upgrade replaces the Active one only
 * after the customer deleted it (the client asks twice).
 */
async function subscriptionPaidFor(tx: Tx, userId: number, plan: RenewalPlan, now: Date): Promise<number> {
  const live = await liveForRenewal(tx, userId, { lock: true });
  const choice = renewalChoice(live, plan, now);
  if (!choice.allowed) throw refusalError(choice);
  if (!live) {
    const [created] = await tx.insert(subscriptions).values({ userId, planId: plan.id, status: 'Pending' }).returning({ id: subscriptions.id });
    return created!.id;
  }
  if (choice.kind === 'upgrade') throw new TRPCError({ code: 'CONFLICT', message: paymentMessages.otherPlan });
  if (choice.kind === 'renew' && choice.startsFrom === 'endDate') return live.id;
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
    })
    .where(eq(subscriptions.id, live.id));
  return live.id;
}

async function submitted(tx: Tx, paymentId: number): Promise<SubmittedPayment> {
  const [row] = await tx
    .select({ ...myColumns, subscriptionId: payments.subscriptionId })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.id, paymentId));
  return { ...row!, subscriptionId: row!.subscriptionId! };
}

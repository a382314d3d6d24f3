import { z } from './zod.ts';
import { MAX_ID, recordId } from './ids.ts';
import { fillMessage } from './message-text.ts';
import { fromCents, isMoney, toCents } from './money.ts';
import { paged, pageFields } from './paging.ts';

// Coupons (issue 15, ADR 037): the discount on cents, the admin form's schema, and the reasons a
// code is refused, each with the sentence the customer reads.

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon takes off: a whole percentage (1 to 100) or a fixed amount in cents. */
export type CouponValue = { kind: 'percent'; percent: number } | { kind: 'fixed'; amountCents: number };
export type Discounted = { discountCents: number; dueCents: number };

/**
 * The price after the coupon, in cents. A percentage is rounded to the nearest cent, half a cent
 * up (in the customer's favour); a fixed amount never takes the price below zero. The server
 * applies it once, to the amount due after anything else that changes the price (ADR 037).
 */
export function applyCoupon(priceCents: number, coupon: CouponValue): Discounted {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new Error(`Not a price in cents: ${priceCents}`);
  const wanted = coupon.kind === 'percent' ? Math.floor((priceCents * coupon.percent + 50) / 100) : coupon.amountCents;
  const discountCents = Math.min(priceCents, Math.max(0, wanted));
  return { discountCents, dueCents: priceCents - discountCents };
}

/** "nimbus-10 " -> "NIMBUS-10": codes are compared without case or surrounding space. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export const couponMessages = {
  codeRequired: 'Enter a coupon code',
  codeFormat: 'Use 3 to 32 letters, digits, "-" or "_"',
  kindRequired: 'Choose percent or fixed amount',
  percentRange: 'Enter a whole percentage from 1 to 100',
  amountInvalid: 'Enter a valid amount (e.g., 5.00)',
  amountPositive: 'The amount must be more than 0',
  untilBeforeFrom: '"Valid until" must be after "Valid from"',
  maxUsesRange: 'Enter a whole number from 1 to 1,000,000, or leave it empty for no limit',
  duplicate: 'A coupon with this code already exists',
  notFound: 'Coupon not found',
  used: 'This coupon has been used; set it inactive instead of deleting it',
  saved: 'Coupon saved',
  updated: 'Coupon updated',
  deleted: 'Coupon deleted',
  confirmDelete: 'Do you really want to delete this coupon?',
  maxBelowUses: 'Max uses cannot be lower than the uses already counted',
  // Templates (fillMessage): the refusal "not valid yet" with its day, and the quote's label.
  validFrom: 'This coupon is valid from {{day}}.',
  percentOff: '{{percent}}% off',
  amountOff: '{{amount}} off',
} as const;

/** Why a code is refused, with what the customer reads. */
export const COUPON_REFUSALS = {
  unknown: 'This coupon code does not exist. Check the spelling.',
  inactive: 'This coupon is no longer active.',
  notYet: 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
  alreadyUsed: 'You have already used this coupon.',
  wrongPlan: 'This coupon does not apply to the chosen plan.',
  notNewCustomer: 'This coupon is for new customers only.',
} as const;
export type CouponRefusal = keyof typeof COUPON_REFUSALS;

/** The message "not valid yet" with its start day, when known. */
export function refusalMessage(reason: CouponRefusal, validFrom?: Date | null): string {
  if (reason === 'notYet' && validFrom) return fillMessage(couponMessages.validFrom, { day: validFrom.toISOString().slice(0, 10) });
  return COUPON_REFUSALS[reason];
}

const CODE = /^[A-Za-z0-9_-]{3,32}$/;
export const couponCode = z
  .string({ error: couponMessages.codeRequired })
  .trim()
  .min(1, couponMessages.codeRequired)
  .regex(CODE, couponMessages.codeFormat)
  .transform(normaliseCode);

const optionalDate = z
  .union([z.date(), z.null()])
  .optional()
  .transform((value) => value ?? null);

/** The admin form; the same schema checks the server's input. */
export const couponInput = z
  .object({
    code: couponCode,
    kind: z.enum(COUPON_KINDS, { error: couponMessages.kindRequired }),
    /** A whole percentage for `percent`, a decimal amount ("5.00") for `fixed`. */
    value: z.union([z.string(), z.number()]).transform((value) => String(value).trim()),
    validFrom: optionalDate,
    validUntil: optionalDate,
    maxUses: z
      .union([z.number(), z.null()])
      .optional()
      .transform((value) => value ?? null)
      .refine((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 1_000_000), couponMessages.maxUsesRange),
    oncePerCustomer: z.boolean().default(false),
    newCustomersOnly: z.boolean().default(false),
    /** The plan rows it applies to; empty: every plan. */
    planIds: z.array(recordId).max(100).default([]),
    active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent') {
      if (!/^\d{1,3}$/.test(input.value) || Number(input.value) < 1 || Number(input.value) > 100) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: couponMessages.percentRange });
      }
    } else if (!isMoney(input.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: couponMessages.amountInvalid });
    } else if (toCents(input.value) === 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: couponMessages.amountPositive });
    }
    if (input.validFrom && input.validUntil && input.validUntil <= input.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: couponMessages.untilBeforeFrom });
    }
  });
export type CouponInput = z.input<typeof couponInput>;
export type CouponValues = z.output<typeof couponInput>;
export const couponUpdateInput = z.intersection(couponInput, z.object({ id: recordId }));

export const couponListInput = paged(pageFields);

/** What the customer asks before paying: the code and the plan row. */
export const couponQuoteInput = z.object({
  code: z.string().trim().min(1, couponMessages.codeRequired).max(64).transform(normaliseCode),
  planId: z.number().int().positive().max(MAX_ID),
});

/** A coupon as the admin table shows it. Money is a decimal string. */
export type CouponRow = {
  id: number;
  code: string;
  kind: CouponKind;
  percent: number | null;
  amount: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  uses: number;
  oncePerCustomer: boolean;
  newCustomersOnly: boolean;
  planIds: number[];
  active: boolean;
  createdAt: Date;
};

/** The price with a code, before the upload. `covered`: nothing to pay, no receipt needed. */
export type CouponQuote = {
  code: string;
  planId: number;
  listPrice: string;
  discount: string;
  amountDue: string;
  covered: boolean;
  /** "20% off" or "$5.00 off". */
  label: string;
  /** The discount itself, for a screen that writes it in another language. */
  value: CouponValue;
};

export function couponValueOf(row: { kind: CouponKind; percent: number | null; amount: string | null }): CouponValue {
  return row.kind === 'percent' ? { kind: 'percent', percent: row.percent ?? 0 } : { kind: 'fixed', amountCents: toCents(row.amount ?? '0') };
}

export function couponLabel(row: { kind: CouponKind; percent: number | null; amount: string | null }): string {
  return row.kind === 'percent'
    ? fillMessage(couponMessages.percentOff, { percent: String(row.percent) })
    : fillMessage(couponMessages.amountOff, { amount: `$${fromCents(toCents(row.amount ?? '0'))}` });
}

import { z } from './zod.ts';
import { RECEIPT_MAX_BYTES } from './constants.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from './enums.ts';
import { MAX_ID, recordId } from './ids.ts';
import { couponMessages, normaliseCode } from './coupons.ts';
import { invoiceMessages, normaliseReference, transactionRefField } from './invoices.ts';
import { isMoney } from './money.ts';
import { paged, pageFields } from './paging.ts';

// The specification's copy (sections 5 and 8) with DESIGN.md's receipt limit.
export const paymentMessages = {
  receiptTooLarge: 'File size must be less than 1 MB.',
  receiptType: 'Receipt must be a PNG, JPG or PDF file.',
  receiptHint: 'PNG, JPG, PDF up to 1 MB',
  priceChanged: "The plan's price has changed",
  amountInvalid: 'Enter a valid amount (e.g., 19.99)',
  noPlan: 'No plan selected',
  planUnavailable: 'This plan is not available',
  methodRequired: 'Choose a payment method: bank, crypto or paypal',
  submitted: 'Payment sent for verification',
  submitFailed: 'Failed to submit payment.',
  keyReused: 'This idempotency key was already used for another payment.',
  notYours: 'You can only submit payments for your own account',
  alreadyProcessed: 'This payment has already been processed.',
  notFound: 'Payment not found',
  confirmVerify: 'Are you sure you want to verify this payment?',
  confirmVerifyMany: 'Are you sure you want to verify the selected payments?',
  confirmReject: 'Are you sure you want to reject this payment?',
  chooseToVerify: 'Choose at least one payment',
  verifyManyMax: 'At most 100 payments at once',
  // The receipt upload (multipart, the REST adapter).
  oneReceipt: 'Send one receipt file only.',
  tooManyFields: 'Too many form fields.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  multipartRequired: 'Send the payment as multipart/form-data with the receipt file.',
  // Template (fillMessage): { fromPlan, fromDevices, toDevices, credit }, the devices as planMessages counts them.
} as const;

export const receiptMissingMessages: Record<PaymentMethod, string> = {
  crypto: 'Please upload your crypto payment receipt.',
  paypal: 'Please upload your PayPal receipt.',
  bank: 'Please upload your bank transfer receipt.',
};

export type ReceiptMime = 'image/png' | 'image/jpeg' | 'application/pdf';
export const RECEIPT_EXTENSIONS: Record<ReceiptMime, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

const SIGNATURES: [ReceiptMime, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // "%PDF-"
];

/** The receipt's real type from its first bytes; the declared type and the file name are ignored. */
export function detectReceiptMime(bytes: Uint8Array): ReceiptMime | null {
  for (const [mime, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)) return mime;
  }
  return null;
}

/** What the upload field says before sending (missing or too large); the type is checked on the server. */
export function receiptProblem(file: { size: number } | null | undefined, method: PaymentMethod): string | null {
  if (!file || file.size === 0) return receiptMissingMessages[method];
  return file.size > RECEIPT_MAX_BYTES ? paymentMessages.receiptTooLarge : null;
}

/**
 * The fields of a payment submission besides the file (multipart text, hence the coercion).
 * `amount` is what the customer saw; the server charges the plan's price and refuses a mismatch.
 */
export const paymentSubmitFields = z.object({
  userId: z.coerce.number().pipe(recordId).optional(),
  planId: z.coerce.number({ error: paymentMessages.noPlan }).int(paymentMessages.noPlan).positive(paymentMessages.noPlan).max(MAX_ID, paymentMessages.noPlan),
  method: z.enum(PAYMENT_METHODS, { error: paymentMessages.methodRequired }),
  amount: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().replace(/^\$/, ''))
    .refine(isMoney, paymentMessages.amountInvalid)
    .optional(),
  idempotencyKey: z.string().trim().min(1).max(100).optional(),
  /** A coupon code; none: the full price (what a legacy client that knows no coupons pays). */
  couponCode: z.string().trim().max(64).transform(normaliseCode).optional(),
  /** The order reference the payment page showed (ADR 038); without it the customer's open one is taken. */
  reference: z
    .string()
    .max(20, invoiceMessages.referenceUsed)
    .transform((value, ctx) => {
      const reference = normaliseReference(value);
      if (reference === null) ctx.addIssue({ code: 'custom', message: invoiceMessages.referenceUsed });
      return reference ?? value;
    })
    .optional(),
  transactionRef: transactionRefField,
});
export type PaymentSubmitFields = z.input<typeof paymentSubmitFields>;

/** A payment a coupon covers in full (`payments.submitCovered`): no file, so no multipart. */
export const coveredSubmitInput = paymentSubmitFields.omit({ userId: true }).extend({
  couponCode: z.string().trim().min(1, couponMessages.codeRequired).max(64).transform(normaliseCode),
});

export const paymentListInput = paged(pageFields.extend({ status: z.enum(PAYMENT_STATUSES).optional() }));
export type PaymentListInput = z.input<typeof paymentListInput>;

export const rejectPaymentInput = z.object({ id: recordId, reason: z.string().trim().max(200).optional() });
export const verifyManyInput = z.object({
  ids: z.array(recordId).min(1, paymentMessages.chooseToVerify).max(100, paymentMessages.verifyManyMax),
});
/** Legacy `PUT /payments/{id}` body: Completed verifies, Failed rejects. */
export const legacyPaymentUpdate = z.object({
  status: z.enum(['Completed', 'Failed'], { error: 'Status must be Completed or Failed' }),
  reason: z.string().trim().max(200).optional(),
});
export const subscriptionPaymentsInput = z.object({ subscriptionId: recordId });

/** What the payment page asks before the upload: the amount due for a plan (ADR 036). */
export const paymentQuoteInput = z.object({ planId: recordId });

/**
 * The amount the server will charge for a plan, computed by it (the client only shows it). An
 * upgrade of an Active subscription carries its pro-rated lines: the new plan's charge, the
 * credit for the days left, and the end date once verified.
 */
export type PaymentQuote = {
  planId: number;
  amount: string;
  upgrade: {
    fromPlan: string;
    fromDevices: number;
    remainingDays: number;
    charge: string;
    credit: string;
    keepsEndDate: boolean;
    endDate: Date;
  } | null;
};

/** A customer's own payment (the "Recent Payments" table). Money is a decimal string. */
export type MyPayment = {
  id: number;
  paymentDate: Date;
  amount: string;
  paymentMethod: PaymentMethod;
  status: PaymentStatus;
  planName: string;
  rejectReason: string | null;
  /** The order reference (ADR 038). */
  reference: string;
  /** Set once the payment is verified: the invoice can be downloaded. */
  invoiceNumber: string | null;
  planId: number;
  devices: number;
  /** A pro-rated upgrade of the Active subscription (ADR 036). */
  upgrade: boolean;
};

/** Another payment with the same receipt bytes or transaction id: staff are warned before they verify. */
export type PaymentTwin = { id: number; reference: string; status: PaymentStatus };

/**
 * A payment as staff review it; the receipt is fetched from `receiptUrl`, never inlined. A payment
 * a coupon covers in full has none (`receiptUrl` null: "covered by coupon"); `amount` is what is
 * paid after the coupon's `discount`.
 */
export type StaffPayment = {
  id: number;
  userId: number;
  fullName: string;
  email: string | null;
  amount: string;
  method: PaymentMethod;
  date: Date;
  status: PaymentStatus;
  planId: number;
  planName: string;
  subscriptionId: number | null;
  receiptUrl: string | null;
  receiptMime: string | null;
  receiptSize: number | null;
  rejectReason: string | null;
  reviewedAt: Date | null;
  couponCode: string | null;
  discount: string;
  reference: string;
  transactionRef: string | null;
  invoiceNumber: string | null;
  /** The earliest other payment with the same receipt file (by SHA-256), or null. */
  sameReceipt: PaymentTwin | null;
  /** The earliest other payment with the same transaction id (case aside), or null. */
  sameTransaction: PaymentTwin | null;
  /** A pro-rated upgrade (ADR 036): the plan and devices it replaces, and the credit given. */
  upgrade: { fromPlan: string; fromDevices: number; toDevices: number; credit: string } | null;
};

export type VerifyManyResult = { id: number; ok: true; status: PaymentStatus } | { id: number; ok: false; code: string; message: string };

export function receiptUrl(paymentId: number): string {
  return `/api/payments/${paymentId}/receipt`;
}

/** Legacy `GET /payments` row; `receipt` is the receipt's URL instead of the old inlined base64. */
export type LegacyPayment = {
  id: number;
  fullName: string;
  amount: number;
  method: PaymentMethod;
  date: string;
  status: PaymentStatus;
  receipt: string;
};
/** Legacy customer list item (`GET /payments/sub/{id}`). */
export type LegacyCustomerPayment = { paymentDate: string; amount: number; paymentMethod: PaymentMethod; status: PaymentStatus };

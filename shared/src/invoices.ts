import { z } from './zod.ts';
import { recordId } from './ids.ts';

// Order references and invoices (issue 15, ADR 038).

/**
 * The reference alphabet: digits and capitals without the look-alikes 0/O, 1/I/L and U/V
 * (read aloud or copied from a screen into a bank's note field). 30 symbols.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 5;
export const REFERENCE_PREFIX = 'NT-';

/** A typed reference as stored ("nt 7k4q9", "7K4Q9", "NT-7K4Q9" -> "NT-7K4Q9"), or null when the text cannot be one. */
export function normaliseReference(text: string): string | null {
  const bare = text
    .trim()
    .toUpperCase()
    .replace(/^NT[\s-]*/, '');
  if (bare.length !== REFERENCE_LENGTH) return null;
  for (const char of bare) if (!REFERENCE_ALPHABET.includes(char)) return null;
  return `${REFERENCE_PREFIX}${bare}`;
}

/** The transaction id or hash a customer may give with the upload: trimmed, at most 120 characters. */
export const TRANSACTION_REF_MAX = 120;

export const invoiceMessages = {
  notFound: 'Invoice not found',
  transactionRefMax: `The transaction id must be at most ${TRANSACTION_REF_MAX} characters.`,
  transactionRefLine: 'The transaction id must be one line of text.',
  referenceUsed: 'This order reference was already used for a payment. Reload the page to get a new one.',
  download: 'Download invoice',
  downloadFailed: 'The invoice could not be downloaded. Try again in a moment.',
} as const;

export const transactionRefField = z
  .string()
  .trim()
  .max(TRANSACTION_REF_MAX, invoiceMessages.transactionRefMax)
  .refine((value) => !/[\p{Cc}]/u.test(value), invoiceMessages.transactionRefLine)
  .transform((value) => value || undefined)
  .optional();

export const invoiceInput = z.object({ paymentId: recordId });

/**
 * What an invoice says, frozen when it is issued (the verify's transaction). Money is a decimal
 * string; `discount` is the coupon line, from the payment's coupon and discount.
 */
export type InvoiceDetails = {
  shop: { name: string; supportEmail: string; messagingLink: string; publicUrl: string };
  customer: { name: string; email: string };
  reference: string;
  plan: string;
  devices: number;
  durationDays: number;
  /** Known for a renewal (its new term); a new subscription's term starts at activation. */
  period: { from: string; to: string } | null;
  method: string;
  paidAt: string;
  /** The plan's price before any discount. */
  subtotal: string;
  discount: { label: string; amount: string } | null;
  /** What was paid: the payment's amount. */
  total: string;
};

export type InvoicePdf = { fileName: string; number: string; base64: string };

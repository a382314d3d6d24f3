import { TRPCError } from '@trpc/server';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isStaffRole } from '@nimbus/shared/enums';
import { invoiceMessages, type InvoiceDetails, type InvoicePdf } from '@nimbus/shared/invoices';
import { fromCents, toCents } from '@nimbus/shared/money';
import type { DbOrTx, Tx } from '../db/client.ts';
import { coupons, invoiceCounters, invoices, payments, plans, users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { renderInvoicePdf, type IssuedInvoice } from './invoice-pdf.ts';
import { getSettings } from './settings.ts';

export type IssuedRef = { id: number; number: string };

const DAY = 86_400_000;

/** The invoice's discount line: the coupon the payment used and what it took off (ADR 037). */
function discountOf(payment: { couponCode: string | null; discount: string }): InvoiceDetails['discount'] {
  return payment.couponCode && toCents(payment.discount) > 0 ? { label: `Coupon ${payment.couponCode}`, amount: payment.discount } : null;
}
export const invoiceNumber = (year: number, seq: number) => `${year}-${String(seq).padStart(6, '0')}`;

/**
 * One invoice per payment just verified, in the verify's transaction (ADR 038). The year's counter
 * row is raised by the number of invoices in one upsert: its row lock makes concurrent verifies
 * take their numbers one after the other, and a verify that rolls back takes its numbers back
 * with it, so the year's numbers have no gap and no repeat. Payments get numbers in id order.
 * `renewals`: the new end date of a renewed subscription, by payment id (the invoice's period).
 */
export async function issueInvoices(
  tx: Tx,
  deps: { now: () => Date; env: Pick<Deps['env'], 'PUBLIC_URL'> },
  paymentIds: readonly number[],
  renewals: ReadonlyMap<number, Date>,
): Promise<Map<number, IssuedRef>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await tx
    .select({
      paymentId: payments.id,
      userId: payments.userId,
      payerName: payments.payerName,
      email: users.email,
      amount: payments.amount,
      method: payments.method,
      paidAt: payments.createdAt,
      reference: payments.reference,
      plan: plans.name,
      devices: plans.devices,
      durationDays: plans.durationDays,
      couponCode: coupons.code,
      discount: payments.discount,
    })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .where(inArray(payments.id, [...paymentIds]))
    .orderBy(asc(payments.id));
  if (rows.length === 0) return new Map();
  const settings = await getSettings(tx);
  const shop = { name: settings.brandName, supportEmail: settings.supportEmail, messagingLink: settings.messagingLink, publicUrl: deps.env.PUBLIC_URL };
  const issuedAt = deps.now();
  const year = issuedAt.getUTCFullYear();
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: rows.length })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + ${rows.length}` } })
    .returning({ last: invoiceCounters.last });
  const first = counter!.last - rows.length + 1;

  const values = rows.map((row, i) => {
    const discount = discountOf(row);
    const until = renewals.get(row.paymentId);
    const details: InvoiceDetails = {
      shop,
      customer: { name: row.payerName, email: row.email },
      reference: row.reference ?? '',
      plan: row.plan,
      devices: row.devices,
      durationDays: row.durationDays,
      period: until ? { from: new Date(until.getTime() - row.durationDays * DAY).toISOString(), to: until.toISOString() } : null,
      method: row.method,
      paidAt: row.paidAt.toISOString(),
      subtotal: fromCents(toCents(row.amount) + (discount ? toCents(discount.amount) : 0)),
      discount,
      total: row.amount,
    };
    return { paymentId: row.paymentId, userId: row.userId, year, seq: first + i, number: invoiceNumber(year, first + i), issuedAt, details };
  });
  const issued = await tx.insert(invoices).values(values).returning({ id: invoices.id, paymentId: invoices.paymentId, number: invoices.number });
  return new Map(issued.map((row) => [row.paymentId, { id: row.id, number: row.number }]));
}

const fileName = (number: string) => `invoice-${number}.pdf`;

async function issued(db: DbOrTx, where: ReturnType<typeof and>): Promise<IssuedInvoice | undefined> {
  const [row] = await db.select({ number: invoices.number, issuedAt: invoices.issuedAt, details: invoices.details }).from(invoices).where(where).limit(1);
  return row;
}

/** A payment's invoice as a PDF: the customer's own, or any for staff; anyone else is told there is none. */
export async function invoicePdf(deps: Pick<Deps, 'db'>, actor: AuthUser, paymentId: number): Promise<InvoicePdf> {
  const mayRead = isStaffRole(actor.role) ? undefined : eq(invoices.userId, actor.id);
  const invoice = await issued(deps.db, and(eq(invoices.paymentId, paymentId), mayRead));
  if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: invoiceMessages.notFound });
  const bytes = await renderInvoicePdf(invoice);
  return { fileName: fileName(invoice.number), number: invoice.number, base64: bytes.toString('base64') };
}

/** The PDF an outbox e-mail attaches, drawn when it is sent (the outbox keeps the invoice's id, not its bytes). */
export async function invoiceAttachment(db: DbOrTx, invoiceId: number): Promise<{ filename: string; content: Buffer } | null> {
  const invoice = await issued(db, eq(invoices.id, invoiceId));
  return invoice ? { filename: fileName(invoice.number), content: await renderInvoicePdf(invoice) } : null;
}

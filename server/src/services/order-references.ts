import { TRPCError } from '@trpc/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { invoiceMessages } from '@nimbus/shared/invoices';
import type { DbOrTx } from '../db/client.ts';
import { orderReferences } from '../db/schema/index.ts';

// ADR 038: a reference is reserved for the customer before the upload (the payment page shows it
// so that it can go into the transfer's note) and taken by their next payment. Codes come from
// the database's `next_order_reference()` (a sequence through a bijection: never the same twice);
// "one open reservation per customer" is a partial unique index. Both are Postgres's, so two tabs
// or two instances asking at once still agree.

const ATTEMPTS = 3;

async function openOf(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [open] = await db
    .select({ code: orderReferences.code })
    .from(orderReferences)
    .where(and(eq(orderReferences.userId, userId), isNull(orderReferences.paymentId)))
    .limit(1);
  return open?.code;
}

/**
 * The customer's open reservation, made if they have none. An insert that conflicts (another
 * request reserved one for this customer first) inserts nothing, and the loop reads that one.
 */
export async function openReference(db: DbOrTx, userId: number): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const open = await openOf(db, userId);
    if (open) return open;
    const [made] = await db
      .insert(orderReferences)
      .values({ code: sql`next_order_reference()`, userId })
      .onConflictDoNothing()
      .returning({ code: orderReferences.code });
    if (made) return made.code;
  }
  throw new Error('No order reference after several attempts');
}

/**
 * The reference a payment takes (inside the submit's transaction, the customer's row locked):
 * the one the page showed when the form sends it, else the customer's open one. A reference that
 * is not this customer's open one (used already, another's, made up) is refused.
 */
export async function takeReference(tx: DbOrTx, userId: number, shown: string | undefined): Promise<string> {
  if (shown === undefined) return openReference(tx, userId);
  const [row] = await tx
    .select({ userId: orderReferences.userId, paymentId: orderReferences.paymentId })
    .from(orderReferences)
    .where(eq(orderReferences.code, shown))
    .limit(1);
  if (!row || row.userId !== userId || row.paymentId !== null) throw new TRPCError({ code: 'CONFLICT', message: invoiceMessages.referenceUsed });
  return shown;
}

/** The payment took the reference: the reservation is closed, and the customer's next page gets a new one. */
export async function closeReference(tx: DbOrTx, code: string, paymentId: number): Promise<void> {
  await tx.update(orderReferences).set({ paymentId }).where(eq(orderReferences.code, code));
}

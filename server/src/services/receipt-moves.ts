import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { payments } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import { paymentKey } from '../lib/receipt-store.ts';

export type MoveDirection = 'to-bucket' | 'to-database';
export type MoveResult = { moved: number; remaining: boolean };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/**
 * Moves stored receipts between the payments table and the bucket (ADR 043), a batch at a time
 * in id order, each file checked by SHA-256 against the payment's own hash after the copy and
 * before the row lets go of the old copy. Resumable: a row moves in one conditional update, and
 * a run stopped half-way (or `limit` reached) is taken up by the next from the rows left.
 */
export async function moveReceipts(
  deps: Pick<Deps, 'db' | 'receipts' | 'log'>,
  direction: MoveDirection,
  options: { batch?: number; limit?: number } = {},
): Promise<MoveResult> {
  const store = deps.receipts;
  if (!store) throw new Error('Set S3_BUCKET (and S3_ENDPOINT for a server other than AWS) to move receipts.');
  const batch = options.batch ?? 100;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: payments.id, bytes: payments.receipt, key: payments.receiptKey, mime: payments.receiptMime, hash: payments.receiptSha256 })
      .from(payments)
      .where(and(gt(payments.id, after), direction === 'to-bucket' ? isNotNull(payments.receipt) : isNotNull(payments.receiptKey)))
      .orderBy(asc(payments.id))
      .limit(Math.min(batch, limit - moved));
    if (rows.length === 0) return { moved, remaining: false };
    for (const row of rows) {
      after = row.id;
      if (direction === 'to-bucket') {
        const bytes = row.bytes!;
        const expected = row.hash ?? sha256(bytes);
        const key = paymentKey(row.id);
        await store.put(key, bytes, row.mime ?? 'application/octet-stream');
        if (!sha256(await store.get(key)).equals(expected)) throw new Error(`Receipt of payment ${row.id}: the bucket's copy differs; nothing changed for it`);
        await deps.db
          .update(payments)
          .set({ receipt: null, receiptKey: key, receiptSha256: expected })
          .where(and(eq(payments.id, row.id), isNotNull(payments.receipt)));
      } else {
        const bytes = await store.get(row.key!);
        if (row.hash && !sha256(bytes).equals(row.hash))
          throw new Error(`Receipt of payment ${row.id}: the bucket's copy differs from its hash; left in the bucket`);
        await deps.db
          .update(payments)
          .set({ receipt: bytes, receiptKey: null, receiptSha256: row.hash ?? sha256(bytes) })
          .where(and(eq(payments.id, row.id), eq(payments.receiptKey, row.key!)));
        // The table has it: the bucket's copy can go (a failure here leaves a copy, never a loss).
        await store.remove(row.key!).catch((error: unknown) => deps.log.warn({ err: error, key: row.key }, 'could not remove a moved receipt from the bucket'));
      }
      moved += 1;
      if (moved >= limit) return { moved, remaining: true };
    }
  }
}

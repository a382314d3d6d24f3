import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { paymentMessages, type StaffPayment, type VerifyManyResult } from '@nimbus/shared/payments';
import { payments } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';
import { paymentReviewed } from './commerce-events.ts';
import { byId } from './payments.ts';

type Outcome = 'Completed' | 'Failed';

/**
 * Pending -> Completed or Failed, once: the update only matches a Pending row, so of two staff
 * acting at once one changes it (with its audit row) and the other is told it was processed.
 */
async function review(deps: Deps, actor: AuthUser, id: number, outcome: Outcome, reason?: string): Promise<StaffPayment> {
  return deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(payments)
      .set({ status: outcome, reviewedBy: actor.id, reviewedAt: deps.now(), rejectReason: outcome === 'Failed' ? reason || null : null })
      .where(and(eq(payments.id, id), eq(payments.status, 'Pending')))
      .returning({ id: payments.id });
    if (!changed) {
      const [exists] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id));
      throw exists
        ? new TRPCError({ code: 'CONFLICT', message: paymentMessages.alreadyProcessed })
        : new TRPCError({ code: 'NOT_FOUND', message: paymentMessages.notFound });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: outcome === 'Completed' ? 'payment.verify' : 'payment.reject',
      entity: 'payment',
      entityId: id,
      before: { status: 'Pending' },
      after: outcome === 'Failed' ? { status: outcome, reason: reason || null } : { status: outcome },
    });
    await paymentReviewed(tx, deps.env, id, outcome, outcome === 'Failed' ? reason || null : null);
    return byId(tx, id);
  });
}

export const verify = (deps: Deps, actor: AuthUser, id: number) => review(deps, actor, id, 'Completed');

/** The customer may pay again after a rejection: their subscription stays Pending. */
export const reject = (deps: Deps, actor: AuthUser, input: { id: number; reason?: string | undefined }) =>
  review(deps, actor, input.id, 'Failed', input.reason);

/** Each payment in its own transaction: one already processed does not undo the others. */
export async function verifyMany(deps: Deps, actor: AuthUser, ids: readonly number[]): Promise<VerifyManyResult[]> {
  const results: VerifyManyResult[] = [];
  for (const id of new Set(ids)) {
    try {
      const payment = await verify(deps, actor, id);
      results.push({ id, ok: true, status: payment.status });
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      results.push({ id, ok: false, code: error.code, message: error.message });
    }
  }
  return results;
}

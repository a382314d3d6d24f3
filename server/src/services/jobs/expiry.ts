import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit } from '../audit.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { notify } from '../notifications.ts';
import { day, subscriptionParty } from './subscription-events.ts';

const BATCH = 200;

/**
 * Active subscriptions whose end date has passed become Expired, each with one notification and
 * one e-mail in the same transaction. The update is conditional (still Active, still past its end),
 * so a second run, or a second instance running at once, finds nothing left to do.
 */
export async function expireSubscriptions(deps: Pick<Deps, 'db' | 'env'>, now: Date): Promise<{ expired: number }> {
  const due = await deps.db
    .select({ id: subscriptions.id, endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'Active'), isNull(subscriptions.deletedAt), lte(subscriptions.endDate, now)))
    .orderBy(asc(subscriptions.endDate), asc(subscriptions.id))
    .limit(BATCH);
  let expired = 0;
  for (const { id, endDate } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(subscriptions)
        .set({ status: 'Expired' })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'Active'), isNull(subscriptions.deletedAt), lte(subscriptions.endDate, now)))
        .returning({ id: subscriptions.id });
      if (!changed) return false;
      // A system action: no actor, but the admins' log still shows why the status changed.
      await recordAudit(tx, { actorId: null, action: 'subscription.expire', entity: 'subscription', entityId: id, before: { status: 'Active', endDate }, after: { status: 'Expired' } });
      const party = await subscriptionParty(tx, id);
      if (party?.recipient) {
        const { recipient, plan, renewPath } = party;
        await notify(tx, recipient.userId, {
          title: 'Subscription expired',
          message: `Your ${plan} subscription ended on ${day(endDate!)}. Renew any time to start watching again.`,
          link: renewPath,
        });
        await enqueueEmail(tx, deps.env, recipient.email, 'subscription-expired', { name: recipient.name, plan, renewPath });
      }
      return true;
    });
    if (done) expired += 1;
  }
  return { expired };
}

import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { plans, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudits } from '../audit.ts';
import { enqueueEmails } from '../email/outbox.ts';
import { notifyAll } from '../notifications.ts';
import { emitWebhooks } from '../webhooks/emit.ts';
import { queueDisable, termKey } from '../panel/actions.ts';
import { renewPath } from './subscription-events.ts';

/** Subscriptions expired per statement: bounded memory, and a backlog of 100,000 in 20 batches. */
export const EXPIRY_BATCH = 5000;

/**
 * Active subscriptions whose end date has passed become Expired, each with one audit row, one
 * notification and one e-mail, a batch at a time: each batch is one transaction of four
 * statements (the update and three set-based inserts). The batch is claimed with
 * `for update skip locked` and the update is conditional (still Active, still past its end), so
 * a second run finds nothing left and a second instance running at once takes other rows.
 */
export async function expireSubscriptions(deps: Pick<Deps, 'db' | 'env'>, now: Date, options: { batch?: number } = {}): Promise<{ expired: number }> {
  let expired = 0;
  for (;;) {
    const count = await expireBatch(deps, now, options.batch ?? EXPIRY_BATCH);
    expired += count;
    if (count === 0) return { expired };
  }
}

async function expireBatch(deps: Pick<Deps, 'db' | 'env'>, now: Date, limit: number): Promise<number> {
  const due = and(eq(subscriptions.status, 'Active'), isNull(subscriptions.deletedAt), lte(subscriptions.endDate, now));
  return deps.db.transaction(async (tx) => {
    const claimed = tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(due)
      .orderBy(asc(subscriptions.endDate), asc(subscriptions.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const batch = tx.$with('batch').as(
      tx
        .select({
          id: subscriptions.id,
          endDate: subscriptions.endDate,
          userId: subscriptions.userId,
          email: users.email,
          language: users.language,
          firstName: users.firstName,
          lastName: users.lastName,
          deletedAt: users.deletedAt,
          plan: plans.name,
          devices: plans.devices,
          startDate: subscriptions.startDate,
          panelLineId: subscriptions.panelLineId,
          trialHours: subscriptions.trialHours,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(inArray(subscriptions.id, claimed)),
    );
    const rows = await tx
      .with(batch)
      .update(subscriptions)
      .set({ status: 'Expired' })
      .from(batch)
      .where(and(eq(subscriptions.id, batch.id), due))
      .returning({
        id: batch.id,
        endDate: batch.endDate,
        userId: batch.userId,
        email: batch.email,
        language: batch.language,
        firstName: batch.firstName,
        lastName: batch.lastName,
        deletedAt: batch.deletedAt,
        plan: batch.plan,
        devices: batch.devices,
        startDate: batch.startDate,
        panelLineId: batch.panelLineId,
        trialHours: batch.trialHours,
      });
    // A system action: no actor, but the admins' log still shows why the status changed.
    await recordAudits(
      tx,
      rows.map(({ id, endDate }) => ({
        actorId: null,
        action: 'subscription.expire',
        entity: 'subscription',
        entityId: id,
        before: { status: 'Active', endDate: new Date(endDate!) },
        after: { status: 'Expired' },
      })),
    );
    // Their panel lines go off too, by the panel job.
    await queueDisable(
      tx,
      now,
      rows.filter((row) => row.panelLineId !== null).map((row) => ({ id: row.id, term: termKey(row.startDate === null ? null : new Date(row.startDate)) })),
      'expired',
    );
    // A deleted account has no one to tell: its e-mail address is a placeholder.
    const told = rows.map((row) => ({
      ...row,
      name: `${row.firstName} ${row.lastName}`.trim(),
      renewPath: renewPath({ name: row.plan, devices: row.devices }),
    }));
    const recipients = told.filter((row) => !row.deletedAt);
    await notifyAll(
      tx,
      recipients.map((row) =>
        row.trialHours === null
          ? { userId: row.userId, kind: 'subscriptionExpired' as const, params: { plan: row.plan, endDate: new Date(row.endDate!) }, link: row.renewPath }
          : { userId: row.userId, kind: 'trialEnded' as const, params: { plan: row.plan }, link: row.renewPath },
      ),
    );
    await enqueueEmails(
      tx,
      deps.env,
      'subscription-expired',
      recipients.map((row) => ({ to: row.email, language: row.language, data: { name: row.name, plan: row.plan, renewPath: row.renewPath } })),
    );
    await emitWebhooks(
      tx,
      now,
      rows.map((row) => ({
        type: 'subscription.expired',
        data: { subscriptionId: row.id, userId: row.userId, endDate: new Date(row.endDate!).toISOString() },
      })),
    );
    return rows.length;
  });
}

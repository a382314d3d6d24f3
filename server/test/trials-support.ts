import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { panelActions, subscriptions, trials } from '../src/db/schema/index.ts';

/**
 * The worker's database outlives the file: the trials' subscriptions are left Expired, their
 * panel actions done with, so another file's expiry job or panel job never meets them.
 */
export async function settleTrials(db: Db, before: Date): Promise<void> {
  const ours = sql`(select ${trials.subscriptionId} from ${trials} where ${trials.startedAt} < ${before.toISOString()}::timestamptz)`;
  await db
    .update(subscriptions)
    .set({ status: 'Expired' })
    .where(and(eq(subscriptions.status, 'Active'), inArray(subscriptions.id, ours)));
  await db
    .update(panelActions)
    .set({ state: 'failed' })
    .where(and(eq(panelActions.state, 'queued'), inArray(panelActions.subscriptionId, ours)));
}

import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { PanelProblem } from '@nimbus/shared/panel';
import { panelMessages, panelProblemText } from '@nimbus/shared/panel';
import { panelDrift, panelReconciliations, subscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { checkableBatch, compareLine, recordDifferences, type Checked } from './compare.ts';
import { panelClient, panelConfig } from './settings.ts';
import { PanelError, type XuiClient } from './xui-client.ts';

// The reconciliation (ADR 035): every live subscription with a line against the panel, a batch
// at a time, a few calls at once. Runs are rows: the nightly schedule and the admins' "Run now"
// ask for one, the job runs the open one and can pick up a run an instance dropped.

/** Subscriptions read per batch, and calls to the panel at once within it (a panel is not a CDN). */
export const RECONCILE_BATCH = 50;
export const RECONCILE_CONCURRENCY = 3;
/**
 * A run holds its row this long after each batch; one whose instance died is taken again after
 * it. A batch is at most 50 lines at 3 at a time, each two calls within the client's timeout.
 */
const LEASE_MS = 10 * 60_000;
/** One job delivery works this long, then leaves the rest to the next minute's (pg-boss expires a job at 15 minutes). */
const BUDGET_MS = 8 * 60_000;

/** Problems that would fail every line alike: the run stops and says why instead of trying them all. */
const STOPPING: readonly PanelProblem[] = ['bad_key', 'not_configured', 'dns', 'refused'];

type RunDeps = Pick<Deps, 'db' | 'env' | 'cipher' | 'log'>;
type Run = typeof panelReconciliations.$inferSelect;

/** The nightly run's request, one per UTC day; nothing when the panel is off. */
export async function requestNightlyReconciliation(deps: RunDeps, now: Date): Promise<{ requested: number }> {
  const config = await panelConfig(deps);
  if (config.mode !== 'xui') return { requested: 0 };
  const rows = await deps.db
    .insert(panelReconciliations)
    .values({ key: `nightly:${now.toISOString().slice(0, 10)}`, trigger: 'nightly' })
    .onConflictDoNothing()
    .returning({ id: panelReconciliations.id });
  return { requested: rows.length };
}

/** Takes the open run (asked for, or dropped by an instance whose lease ran out), if any. */
async function claim(deps: RunDeps, now: Date): Promise<Run | null> {
  return deps.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: panelReconciliations.id })
      .from(panelReconciliations)
      .where(
        or(
          eq(panelReconciliations.state, 'requested'),
          and(eq(panelReconciliations.state, 'running'), or(isNull(panelReconciliations.leaseUntil), lte(panelReconciliations.leaseUntil, now))),
        ),
      )
      .limit(1)
      .for('update', { skipLocked: true });
    if (!open) return null;
    const [run] = await tx
      .update(panelReconciliations)
      .set({
        state: 'running',
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        startedAt: sql`coalesce(${panelReconciliations.startedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(panelReconciliations.id, open.id))
      .returning();
    return run ?? null;
  });
}

/** Runs the open reconciliation, if there is one; answers what it counted in this delivery. */
export async function runReconciliation(deps: RunDeps, now: Date): Promise<{ checked: number; drifted: number; missing: number; failed: number }> {
  const counts = { checked: 0, drifted: 0, missing: 0, failed: 0 };
  const run = await claim(deps, now);
  if (!run) return counts;
  const config = await panelConfig(deps);
  const client = panelClient(config, deps.env);
  if (!client) {
    await finish(deps, run.id, now, 'stopped', config.keyUnreadable ? panelMessages.storedKeyUnreadable : panelProblemText.not_configured);
    return counts;
  }
  const started = performance.now();
  let afterId = run.afterId;
  for (;;) {
    const batch = await checkableBatch(deps.db, afterId, RECONCILE_BATCH);
    if (batch.length === 0) {
      await finish(deps, run.id, now, 'done', null);
      return counts;
    }
    const outcome = await checkBatch(deps, client, batch, now);
    afterId = batch.at(-1)!.id;
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += outcome.counts[key];
    await deps.db
      .update(panelReconciliations)
      .set({
        afterId,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        checked: sql`${panelReconciliations.checked} + ${outcome.counts.checked}`,
        drifted: sql`${panelReconciliations.drifted} + ${outcome.counts.drifted}`,
        missing: sql`${panelReconciliations.missing} + ${outcome.counts.missing}`,
        failed: sql`${panelReconciliations.failed} + ${outcome.counts.failed}`,
        ...(outcome.lastError ? { error: outcome.lastError } : {}),
      })
      .where(eq(panelReconciliations.id, run.id));
    if (outcome.stop) {
      await finish(deps, run.id, now, 'stopped', outcome.stop);
      return counts;
    }
    if (performance.now() - started > BUDGET_MS) {
      // The next delivery resumes from afterId at once.
      await deps.db.update(panelReconciliations).set({ leaseUntil: now }).where(eq(panelReconciliations.id, run.id));
      return counts;
    }
  }
}

async function finish(deps: RunDeps, runId: number, now: Date, state: 'done' | 'stopped', error: string | null) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(panelReconciliations)
      .set({ state, finishedAt: now, leaseUntil: null, ...(state === 'stopped' ? { error } : {}) })
      .where(eq(panelReconciliations.id, runId));
    // A finished run has looked at every line: rows of subscriptions deleted or left without a line since are stale.
    if (state === 'done') {
      const gone = tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.id, tx.select({ id: panelDrift.subscriptionId }).from(panelDrift)),
            or(isNotNull(subscriptions.deletedAt), isNull(subscriptions.panelLineId)),
          ),
        );
      await tx.delete(panelDrift).where(inArray(panelDrift.subscriptionId, gone));
    }
  });
}

type BatchOutcome = { counts: { checked: number; drifted: number; missing: number; failed: number }; stop: string | null; lastError: string | null };

/** The batch's lines, `RECONCILE_CONCURRENCY` at a time; a stopping problem ends it after the calls in flight. */
async function checkBatch(deps: RunDeps, client: XuiClient, batch: readonly Checked[], now: Date): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { counts: { checked: 0, drifted: 0, missing: 0, failed: 0 }, stop: null, lastError: null };
  let next = 0;
  const worker = async () => {
    while (outcome.stop === null && next < batch.length) {
      const subscription = batch[next++]!;
      try {
        const found = await compareLine(client, subscription);
        await recordDifferences(deps.db, subscription.id, found, now);
        outcome.counts.checked++;
        if (found.some((difference) => difference.field === 'missing')) outcome.counts.missing++;
        else if (found.length > 0) outcome.counts.drifted++;
      } catch (error) {
        const failure = error instanceof PanelError ? error : new PanelError('unexpected', error instanceof Error ? error.message : String(error));
        if (!(error instanceof PanelError)) deps.log.error({ err: error, subscription: subscription.id }, 'reconciliation check failed');
        if (STOPPING.includes(failure.problem)) {
          outcome.stop = `Stopped at subscription #${subscription.id}: ${failure.message}`;
          return;
        }
        outcome.counts.failed++;
        outcome.lastError = `Subscription #${subscription.id}: ${failure.message}`;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(RECONCILE_CONCURRENCY, batch.length) }, worker));
  return outcome;
}

/** The latest runs, newest first (the page shows the first). */
export async function latestRuns(deps: Pick<Deps, 'db'>, limit: number) {
  return deps.db
    .select({
      id: panelReconciliations.id,
      trigger: panelReconciliations.trigger,
      state: panelReconciliations.state,
      checked: panelReconciliations.checked,
      drifted: panelReconciliations.drifted,
      missing: panelReconciliations.missing,
      failed: panelReconciliations.failed,
      error: panelReconciliations.error,
      createdAt: panelReconciliations.createdAt,
      startedAt: panelReconciliations.startedAt,
      finishedAt: panelReconciliations.finishedAt,
    })
    .from(panelReconciliations)
    .orderBy(desc(panelReconciliations.id))
    .limit(limit);
}

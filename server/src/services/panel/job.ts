import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { panelActions, panelLog, subscriptions } from '../../db/schema/index.ts';
import { insertRows } from '../../lib/insert-rows.ts';
import { recordAudit } from '../audit.ts';
import { panelClient, panelConfig } from './settings.ts';
import { perform, type Action, type PanelDeps } from './steps.ts';
import { PanelError, type PanelCall } from './xui-client.ts';

// The panel job (ADR 032): takes the queued panel actions that are due, one at a time, does each
// on the panel and records the outcome with the subscription's change in one transaction.

/** Five tries in all, then the action is given up and staff see the panel's error. */
export const PANEL_ATTEMPTS = 5;
/** After failed try n (1 to 4): 2, 4, 8, 16 minutes, so the fifth try comes 30 minutes after the first. */
export const retryDelayMs = (attempt: number) => 2 ** attempt * 60_000;
/**
 * A claim holds an action this long: another worker (or a redelivered job) takes it again only
 * after it, when the first has surely stopped. Far above the calls of one action (10 s each).
 */
const LEASE_MS = 5 * 60_000;

/** Does the due actions, up to `limit`; what happened to each, counted. */
export async function runPanelActions(deps: PanelDeps, now: Date, options: { limit?: number } = {}) {
  const counts = { done: 0, retrying: 0, failed: 0 };
  for (let taken = 0; taken < (options.limit ?? 20); taken++) {
    const action = await claim(deps, now);
    if (!action) break;
    counts[await runAction(deps, action, now)]++;
  }
  return counts;
}

/** The oldest due action, leased to this run (a second worker skips it, then waits out the lease). */
async function claim(deps: PanelDeps, now: Date): Promise<Action | null> {
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: panelActions.id })
      .from(panelActions)
      .where(and(eq(panelActions.state, 'queued'), lte(panelActions.nextAttemptAt, now)))
      .orderBy(asc(panelActions.nextAttemptAt), asc(panelActions.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [action] = await tx
      .update(panelActions)
      .set({ attempts: sql`${panelActions.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(eq(panelActions.id, due.id))
      .returning();
    return action ?? null;
  });
}

/** One claimed action: done, or failed and tried again later, or given up after the fifth try. */
export async function runAction(deps: PanelDeps, action: Action, now: Date): Promise<'done' | 'retrying' | 'failed'> {
  // Delivered again after it was done (or given up): the panel is not called a second time.
  const [current] = await deps.db.select({ state: panelActions.state }).from(panelActions).where(eq(panelActions.id, action.id));
  if (current?.state === 'done') return 'done';
  if (current?.state === 'failed') return 'failed';
  const calls: PanelCall[] = [];
  const config = await panelConfig(deps);
  const base = panelClient(config, deps.env, (call) => calls.push(call));
  try {
    const finish = await perform(deps, action, base, config.streamUrl, now);
    await deps.db.transaction(async (tx) => {
      // Done once: a second delivery that got this far finds the action no longer queued.
      const [taken] = await tx
        .update(panelActions)
        .set({ state: 'done', doneAt: now, lastError: null })
        .where(and(eq(panelActions.id, action.id), eq(panelActions.state, 'queued')))
        .returning({ id: panelActions.id });
      await writeLog(tx, action, calls);
      if (taken) await finish(tx);
    });
    return 'done';
  } catch (error) {
    const failure = error instanceof PanelError ? error : new PanelError('unexpected', error instanceof Error ? error.message : String(error));
    if (!(error instanceof PanelError)) deps.log.error({ err: error, action: action.id }, 'panel action failed');
    const last = action.attempts >= PANEL_ATTEMPTS;
    await deps.db.transaction(async (tx) => {
      await tx
        .update(panelActions)
        .set(
          last
            ? { state: 'failed', lastError: failure.message }
            : { lastError: failure.message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(action.attempts)) },
        )
        .where(and(eq(panelActions.id, action.id), eq(panelActions.state, 'queued')));
      await writeLog(tx, action, calls);
      if (last) await givenUp(tx, action, failure);
    });
    return last ? 'failed' : 'retrying';
  }
}

async function writeLog(tx: Tx, action: Action, calls: readonly PanelCall[]) {
  await insertRows(
    tx,
    panelLog,
    calls.map((call) => ({
      subscriptionId: action.subscriptionId,
      actionId: action.id,
      attempt: action.attempts,
      call: call.action,
      request: call.request,
      answer: call.answer,
      outcome: call.outcome,
      durationMs: call.durationMs,
    })),
  );
}

/** The fifth failure: staff see the panel's words (and a Retry); the customer still reads "being set up". */
async function givenUp(tx: Tx, action: Action, failure: PanelError) {
  if (action.kind === 'provision') {
    await tx
      .update(subscriptions)
      .set({ provisioning: 'Failed', provisioningError: failure.message })
      .where(and(eq(subscriptions.id, action.subscriptionId), eq(subscriptions.provisioning, 'Provisioning')));
  } else {
    const what = {
      renew: 'Extending the line on the panel',
      disable: 'Disabling the line on the panel',
      password: "Changing the line's password on the panel",
      recreate: 'Re-creating the line on the panel',
      upgrade: "Changing the line's devices on the panel",
    }[action.kind];
    await tx
      .update(subscriptions)
      .set({ provisioningError: `${what} failed: ${failure.message}` })
      .where(eq(subscriptions.id, action.subscriptionId));
  }
  await recordAudit(tx, {
    actorId: null,
    action: 'subscription.panel_failed',
    entity: 'subscription',
    entityId: action.subscriptionId,
    before: null,
    after: { action: action.kind, attempts: action.attempts, error: failure.message },
  });
}

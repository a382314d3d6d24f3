import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Page } from '@nimbus/shared/paging';
import { panelDriftMessages, type DriftCheckResult, type PanelDriftRow, type ReconciliationRun } from '@nimbus/shared/panel-drift';
import { subscriptionMessages } from '@nimbus/shared/subscriptions';
import { panelActions, panelDrift, panelReconciliations, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { keysetPage, pageKey, type KeysetInput } from '../../lib/paging.ts';
import type { AuthUser } from '../../trpc/context.ts';
import { recordAudit } from '../audit.ts';
import { queuePanelActions, requirePanelOn } from './actions.ts';
import { checkable, compareLine, recordDifferences } from './compare.ts';
import { latestRuns } from './reconcile.ts';
import { panelClient, panelConfig } from './settings.ts';
import { PanelError } from './xui-client.ts';

// The admins' side of the reconciliation (ADR 035): the drift table, "Check now" for one
// subscription, "Re-create line" for a lost one, and "Run now" for all.

/** The differences, newest first, a page at a time (keyset on panel_drift_list_idx). */
export async function listDrift(deps: Deps, input: KeysetInput): Promise<Page<PanelDriftRow>> {
  const recreating = exists(
    deps.db
      .select({ one: sql`1` })
      .from(panelActions)
      .where(and(eq(panelActions.subscriptionId, panelDrift.subscriptionId), eq(panelActions.kind, 'recreate'), eq(panelActions.state, 'queued'))),
  );
  return keysetPage(
    deps.db,
    {
      table: panelDrift,
      createdAt: panelDrift.createdAt,
      id: panelDrift.id,
      where: undefined,
      arms: undefined,
      rows: (ids) =>
        deps.db
          .select({
            id: panelDrift.id,
            subscriptionId: panelDrift.subscriptionId,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            lineUsername: subscriptions.streamUsername,
            lineId: subscriptions.panelLineId,
            field: panelDrift.field,
            ours: panelDrift.ours,
            panel: panelDrift.panel,
            checkedAt: panelDrift.checkedAt,
            since: panelDrift.createdAt,
            recreating: sql<boolean>`${recreating}`,
            ...pageKey(panelDrift.id, panelDrift.createdAt),
          })
          .from(panelDrift)
          .innerJoin(subscriptions, eq(subscriptions.id, panelDrift.subscriptionId))
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .where(inArray(panelDrift.id, ids)),
      toRow: ({ firstName, lastName, email, ...row }) => ({ ...row, customer: { name: `${firstName} ${lastName}`.trim(), email } }),
    },
    input,
  );
}

/** The latest run, for the page's summary; null before the first. */
export async function latestRun(deps: Deps): Promise<ReconciliationRun | null> {
  const [run] = await latestRuns(deps, 1);
  return run ?? null;
}

/** "Run now": asks the job for a whole reconciliation; refused while one is queued or running. */
export async function requestRun(deps: Deps, actor: AuthUser): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    await requirePanelOn(tx, deps);
    const [run] = await tx
      .insert(panelReconciliations)
      .values({ key: `admin:${randomUUID()}`, trigger: 'admin', requestedBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: panelReconciliations.id });
    if (!run) throw new TRPCError({ code: 'CONFLICT', message: panelDriftMessages.runAlreadyOpen });
    await recordAudit(tx, { actorId: actor.id, action: 'panel.reconcile', entity: 'settings', entityId: null, before: null, after: { run: run.id } });
    return { message: panelDriftMessages.runRequested };
  });
}

/** "Check now": one subscription against the panel at once, its drift rows written as the run would. */
export async function checkNow(deps: Deps, actor: AuthUser, subscriptionId: number): Promise<DriftCheckResult> {
  const subscription = await checkable(deps.db, subscriptionId);
  if (!subscription) throw new TRPCError({ code: 'NOT_FOUND', message: panelDriftMessages.noLine });
  const client = panelClient(await panelConfig(deps), deps.env);
  if (!client) return { ok: false, message: new PanelError('not_configured').message };
  let found;
  try {
    found = await compareLine(client, subscription);
  } catch (error) {
    if (!(error instanceof PanelError)) throw error;
    return { ok: false, message: error.message };
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await recordDifferences(tx, subscriptionId, found, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'subscription.drift_check',
      entity: 'subscription',
      entityId: subscriptionId,
      before: null,
      after: { differences: found.map((difference) => difference.field) },
    });
  });
  const message =
    found.length === 0 ? panelDriftMessages.matches : found.some((d) => d.field === 'missing') ? panelDriftMessages.missing : panelDriftMessages.drifts;
  return { ok: true, message };
}

/**
 * "Re-create line": queues a `recreate` panel action keyed by the lost line's id, so two clicks
 * (or two admins) queue one, and the panel job makes one line (ADR 032's outbox).
 */
export async function requestRecreate(deps: Deps, actor: AuthUser, subscriptionId: number): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    await requirePanelOn(tx, deps);
    const [subscription] = await tx
      .select({ id: subscriptions.id, lineId: subscriptions.panelLineId })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.deletedAt)))
      .for('update');
    if (!subscription) throw new TRPCError({ code: 'NOT_FOUND', message: subscriptionMessages.notFound });
    const [missing] = await tx
      .select({ ours: panelDrift.ours })
      .from(panelDrift)
      .where(and(eq(panelDrift.subscriptionId, subscriptionId), eq(panelDrift.field, 'missing')));
    if (!missing || subscription.lineId === null || missing.ours !== String(subscription.lineId)) {
      throw new TRPCError({ code: 'CONFLICT', message: panelDriftMessages.notMissing });
    }
    const key = `recreate:${subscriptionId}:line:${subscription.lineId}`;
    const queued = await queuePanelActions(tx, [{ subscriptionId, kind: 'recreate', key, payload: { lostLineId: subscription.lineId } }], deps.now());
    if (queued.length === 0) {
      const [earlier] = await tx.select({ state: panelActions.state }).from(panelActions).where(eq(panelActions.idempotencyKey, key));
      return { message: earlier?.state === 'failed' ? panelDriftMessages.recreateFailed : panelDriftMessages.recreateAlreadyQueued };
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'subscription.line_recreate_request',
      entity: 'subscription',
      entityId: subscriptionId,
      before: { panelLineId: subscription.lineId },
      after: { queued: 'recreate' },
    });
    return { message: panelDriftMessages.recreateQueued };
  });
}

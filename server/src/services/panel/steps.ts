import { and, eq, isNull, sql } from 'drizzle-orm';
import { m3uLink, streamServer } from '@nimbus/shared/line';
import { renewedTerm } from '@nimbus/shared/renewal';
import { trialTerm } from '@nimbus/shared/trials';
import type { Tx } from '../../db/client.ts';
import { panelActions, plans, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit } from '../audit.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { notify } from '../notifications.ts';
import { queueDisable } from './actions.ts';
import { ensureLine, findOurLine, linePassword, lineUsername, renewedExpiry } from './lines.ts';
import { recreateLine } from './recreate.ts';
import { PanelError, type XuiClient } from './xui-client.ts';
import { emitWebhooks } from '../webhooks/emit.ts';

// What each panel action does (ADR 032): the calls to the panel, then what the job writes with
// the action's outcome, in one transaction (the `Finish`).

export type Action = typeof panelActions.$inferSelect;
export type PanelDeps = Pick<Deps, 'db' | 'env' | 'cipher' | 'log'>;
/** What an action did on the panel, written in the transaction that records it. */
export type Finish = (tx: Tx) => Promise<void>;

async function subscriptionOf(deps: PanelDeps, id: number) {
  const [row] = await deps.db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      status: subscriptions.status,
      provisioning: subscriptions.provisioning,
      lineId: subscriptions.panelLineId,
      disabledReason: subscriptions.lineDisabledReason,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      deletedAt: subscriptions.deletedAt,
      email: users.email,
      language: users.language,
      firstName: users.firstName,
      lastName: users.lastName,
      userDeletedAt: users.deletedAt,
      plan: plans.name,
      devices: plans.devices,
      bouquets: plans.panelBouquets,
      durationDays: plans.durationDays,
      trialHours: subscriptions.trialHours,
      trialDevices: subscriptions.trialDevices,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, id))
    .limit(1);
  return row ?? null;
}
type Subscription = NonNullable<Awaited<ReturnType<typeof subscriptionOf>>>;

const nothing: Finish = async () => {};

function needClient(client: XuiClient | null): XuiClient {
  if (!client) throw new PanelError('not_configured');
  return client;
}

export async function perform(deps: PanelDeps, action: Action, client: XuiClient | null, streamUrl: string, now: Date): Promise<Finish> {
  const subscription = await subscriptionOf(deps, action.subscriptionId);
  if (!subscription) return nothing;
  switch (action.kind) {
    case 'provision':
      // Deleted while an attempt may have made the line (timed out, dropped, or made while the
      // deletion's own disable found nothing yet): the line, if there is one, goes off. With the
      // panel off since, there is nothing to reach: the action ends as the deletion made it moot.
      if (subscription.deletedAt) return client ? disable(client, subscription, action) : nothing;
      // Made some other way meanwhile (staff typed credentials): nothing left to do.
      if (subscription.provisioning !== 'Provisioning') return nothing;
      return provision(deps, needClient(client), subscription, action, streamUrl, now);
    case 'renew':
      if (subscription.lineId === null || subscription.status !== 'Active') return nothing;
      return renew(deps, needClient(client), subscription, action, now);
    case 'upgrade':
      // Ended or deleted since the verify: the line is off (or going), its devices do not matter.
      if (subscription.lineId === null || subscription.status !== 'Active' || subscription.deletedAt) return nothing;
      return upgrade(needClient(client), subscription, action);
    case 'disable':
      // Active again (paid and made again since): the line is in use, leave it on.
      if (subscription.status === 'Active' && !subscription.deletedAt) return nothing;
      return disable(needClient(client), subscription, action);
    case 'password':
      // Not Active any more: the change would reach a line the customer cannot use; nothing to do.
      if (subscription.lineId === null || subscription.status !== 'Active' || !action.payload.passwordSealed) return nothing;
      return changePassword(deps, needClient(client), subscription, action.payload.passwordSealed);
    case 'recreate':
      // A line the reconciliation found missing (ADR 035).
      if (subscription.deletedAt) return nothing;
      return recreateLine(deps, needClient(client), action, now);
  }
}

async function provision(deps: PanelDeps, client: XuiClient, subscription: Subscription, action: Action, streamUrl: string, now: Date): Promise<Finish> {
  // A free trial (ADR 039): its hours and devices, on a line the panel marks as a trial.
  const trial = subscription.trialHours !== null;
  const term = trial ? trialTerm(subscription.trialHours!, now) : renewedTerm(subscription, subscription.durationDays, now);
  const devices = subscription.trialDevices ?? subscription.devices;
  const expDate = Math.floor(term.endDate.getTime() / 1000);
  const { line, created } = await ensureLine(client, {
    subscriptionId: subscription.id,
    username: lineUsername(subscription.email, subscription.id),
    password: linePassword(),
    maxConnections: devices,
    expDate,
    bouquets: subscription.bouquets,
    notes: subscription.email,
    isTrial: trial,
  });
  // A line made by an earlier attempt, or kept from an earlier term: this term's expiry, devices and trial flag.
  if (!created || line.expDate !== expDate || line.maxConnections !== devices || line.isTrial !== trial) {
    await client.editLine(line.id, { expDate, maxConnections: devices, bouquets: subscription.bouquets, isTrial: trial });
  }
  const staffDisabled = subscription.disabledReason === 'staff';
  const enabled = line.enabled || !staffDisabled;
  if (!line.enabled && !staffDisabled) await client.enableLine(line.id);

  return async (tx) => {
    // The line is ours whatever happens next: a later disable must find it.
    await tx.update(subscriptions).set({ panelLineId: line.id }).where(eq(subscriptions.id, subscription.id));
    const [activated] = await tx
      .update(subscriptions)
      .set({
        status: 'Active',
        streamUsername: line.username,
        streamPasswordEnc: deps.cipher.encrypt(line.password),
        startDate: term.startDate,
        endDate: term.endDate,
        remindedDays: null,
        provisioning: null,
        provisioningError: null,
        lineDisabledReason: enabled ? null : 'staff',
      })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.provisioning, 'Provisioning'), isNull(subscriptions.deletedAt)))
      .returning({ id: subscriptions.id });
    if (!activated) {
      // Deleted while the panel worked: the line it made goes off again. A key of its own: the
      // deletion's disable may already be done, having run before the panel made the line.
      await queueDisable(tx, now, [{ id: subscription.id, term: `after-provision:${action.id}` }], 'deleted');
      return;
    }
    await recordAudit(tx, {
      actorId: null,
      action: 'subscription.activate',
      entity: 'subscription',
      entityId: subscription.id,
      before: { status: subscription.status, startDate: subscription.startDate, endDate: subscription.endDate },
      after: { status: 'Active', startDate: term.startDate, endDate: term.endDate, panelLineId: line.id, lineCreated: created, lineEnabled: enabled },
    });
    await emitWebhooks(tx, now, [
      {
        type: 'subscription.activated',
        data: { subscriptionId: subscription.id, userId: subscription.userId, startDate: term.startDate.toISOString(), endDate: term.endDate.toISOString() },
      },
    ]);
    if (subscription.userDeletedAt) return;
    const playlistUrl = streamUrl ? m3uLink(streamUrl, line.username, line.password) : null;
    const host = streamUrl ? streamServer(streamUrl) : null;
    await notify(tx, subscription.userId, {
      kind: 'lineReady',
      params: { plan: subscription.plan, endDate: term.endDate, trial, playlistUrl, host, userName: line.username, password: line.password },
      link: '/user',
    });
    await enqueueEmail(tx, deps.env, { to: subscription.email, language: subscription.language }, 'line-ready', {
      name: `${subscription.firstName} ${subscription.lastName}`.trim(),
      plan: subscription.plan,
      endDate: term.endDate,
      playlistUrl,
      host,
      userName: line.username,
      password: line.password,
    });
  };
}

/** Renewal: the panel's own rule, from its current expiry while the line runs, from now otherwise. */
async function renew(deps: PanelDeps, client: XuiClient, subscription: Subscription, action: Action, now: Date): Promise<Finish> {
  const lineId = subscription.lineId!;
  const line = await client.getLine(lineId);
  const expDate = await renewalTarget(deps, action, renewedExpiry(line, action.payload.days ?? subscription.durationDays, now));
  // A trial's conversion (ADR 039) also gives the line the paid plan's devices and ends its trial
  // flag; a renewal on another plan (a downgrade at renewal, ADR 036) sets that plan's devices and bouquets.
  const { maxConnections, bouquets, devices, endTrial } = action.payload;
  await client.editLine(lineId, {
    expDate,
    ...(maxConnections !== undefined ? { maxConnections, bouquets: bouquets ?? [] } : devices !== undefined ? { maxConnections: devices } : {}),
    ...(endTrial ? { isTrial: false } : {}),
  });
  // Staff's disable stands: a renewal never turns a line back on that staff turned off.
  const enable = !line.enabled && subscription.disabledReason !== 'staff';
  if (enable) await client.enableLine(lineId);
  return async (tx) => {
    if (enable) await tx.update(subscriptions).set({ lineDisabledReason: null }).where(eq(subscriptions.id, subscription.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'subscription.line_renew',
      entity: 'subscription',
      entityId: subscription.id,
      before: { panelExpDate: line.expDate, enabled: line.enabled, ...(maxConnections !== undefined && { maxConnections: line.maxConnections }) },
      after: { panelExpDate: expDate, enabled: line.enabled || enable, ...(maxConnections !== undefined && { maxConnections }) },
    });
  };
}

/**
 * The expiry a renewal sets, fixed by its first attempt before the panel is called: an attempt
 * after one whose edit reached the panel (dropped, timed out, crashed before our commit) would
 * otherwise read the extended expiry and extend it again. Setting a fixed date twice is once.
 */
async function renewalTarget(deps: PanelDeps, action: Action, computed: number): Promise<number> {
  if (action.payload.expDate !== undefined) return action.payload.expDate;
  const [fixed] = await deps.db
    .update(panelActions)
    .set({ payload: sql`${panelActions.payload} || ${JSON.stringify({ expDate: computed })}::jsonb` })
    .where(and(eq(panelActions.id, action.id), sql`${panelActions.payload} ->> 'expDate' is null`))
    .returning({ payload: panelActions.payload });
  if (fixed) return computed;
  // Another delivery fixed it first: its date.
  const [row] = await deps.db.select({ payload: panelActions.payload }).from(panelActions).where(eq(panelActions.id, action.id));
  return row?.payload.expDate ?? computed;
}

/**
 * A pro-rated upgrade (ADR 036): the same line gets the new plan's devices and bouquets (and the
 * new term's expiry when the upgrade began one). Fixed values from the verify: setting them twice is once.
 * Whether the line is on is not touched: staff's disable stands.
 */
async function upgrade(client: XuiClient, subscription: Subscription, action: Action): Promise<Finish> {
  const lineId = subscription.lineId!;
  const { maxConnections = subscription.devices, bouquets = subscription.bouquets, expDate } = action.payload;
  await client.editLine(lineId, { maxConnections, bouquets, ...(expDate !== undefined && { expDate }) });
  return async (tx) => {
    await recordAudit(tx, {
      actorId: null,
      action: 'subscription.line_upgrade',
      entity: 'subscription',
      entityId: subscription.id,
      before: { panelLineId: lineId },
      after: { maxConnections, bouquets, ...(expDate !== undefined && { panelExpDate: expDate }), key: action.idempotencyKey },
    });
  };
}

async function disable(client: XuiClient, subscription: Subscription, action: Action): Promise<Finish> {
  // Deleted while its line was being made: an attempt may have made it although we never heard.
  const lineId =
    subscription.lineId ?? (await findOurLine(client, { subscriptionId: subscription.id, username: lineUsername(subscription.email, subscription.id) }))?.id;
  if (lineId === undefined) return nothing;
  await client.disableLine(lineId);
  return async (tx) => {
    if (subscription.lineId === null) await tx.update(subscriptions).set({ panelLineId: lineId }).where(eq(subscriptions.id, subscription.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'subscription.line_disable',
      entity: 'subscription',
      entityId: subscription.id,
      before: { panelLineId: lineId },
      after: { enabled: false, reason: subscription.disabledReason, key: action.idempotencyKey },
    });
  };
}

/** The customer's new line password: on the panel first, then in our row (the old one works until then). */
async function changePassword(deps: PanelDeps, client: XuiClient, subscription: Subscription, sealed: string): Promise<Finish> {
  const lineId = subscription.lineId!;
  await client.editLine(lineId, { password: deps.cipher.decrypt(sealed) });
  return async (tx) => {
    await tx.update(subscriptions).set({ streamPasswordEnc: sealed }).where(eq(subscriptions.id, subscription.id));
    await recordAudit(tx, {
      actorId: subscription.userId,
      action: 'subscription.line_password',
      entity: 'subscription',
      entityId: subscription.id,
      before: null,
      after: { panelLineId: lineId, password: 'changed' },
    });
    if (subscription.userDeletedAt) return;
    await notify(tx, subscription.userId, { kind: 'linePasswordChanged', params: {}, link: '/user' });
  };
}

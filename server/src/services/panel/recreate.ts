import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type panelActions, panelDrift, plans, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { recordAudit } from '../audit.ts';
import { shouldBeEnabled } from './compare.ts';
import { ensureLine, linePassword, lineUsername } from './lines.ts';
import type { XuiClient } from './xui-client.ts';

// The panel job's `recreate` step (ADR 035): a line the panel lost is made again with the name,
// password, devices, bouquets and expiry we hold, so the customer's player apps keep working.
// ensureLine looks the name up first: a retry, or a line restored on the panel meanwhile, is
// taken over instead of made twice.

type Action = typeof panelActions.$inferSelect;

export async function recreateLine(deps: Pick<Deps, 'db' | 'cipher'>, client: XuiClient, action: Action, now: Date): Promise<(tx: Tx) => Promise<void>> {
  const [subscription] = await deps.db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      endDate: subscriptions.endDate,
      lineId: subscriptions.panelLineId,
      streamUsername: subscriptions.streamUsername,
      streamPasswordEnc: subscriptions.streamPasswordEnc,
      disabledReason: subscriptions.lineDisabledReason,
      email: users.email,
      devices: sql<number>`coalesce(${subscriptions.trialDevices}, ${plans.devices})`.mapWith(Number),
      bouquets: plans.panelBouquets,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.id, action.subscriptionId), isNull(subscriptions.deletedAt)))
    .limit(1);
  // Deleted, or linked to another line since the request: nothing left to re-create.
  if (!subscription || subscription.lineId === null || subscription.lineId !== action.payload.lostLineId) return async () => {};

  const expDate = Math.floor((subscription.endDate ?? now).getTime() / 1000);
  const { line, created } = await ensureLine(client, {
    subscriptionId: subscription.id,
    username: subscription.streamUsername ?? lineUsername(subscription.email, subscription.id),
    password: subscription.streamPasswordEnc ? deps.cipher.decrypt(subscription.streamPasswordEnc) : linePassword(),
    maxConnections: subscription.devices,
    expDate,
    bouquets: subscription.bouquets,
    notes: subscription.email,
  });
  if (!created || line.expDate !== expDate || line.maxConnections !== subscription.devices) {
    await client.editLine(line.id, { expDate, maxConnections: subscription.devices, bouquets: subscription.bouquets });
  }
  const enabled = shouldBeEnabled(subscription);
  if (line.enabled && !enabled) await client.disableLine(line.id);
  if (!line.enabled && enabled) await client.enableLine(line.id);

  return async (tx) => {
    const [relinked] = await tx
      .update(subscriptions)
      .set({
        panelLineId: line.id,
        // The customer's credentials follow the line when we hold them (a staff deactivation cleared them on purpose).
        ...(subscription.streamUsername ? { streamUsername: line.username, streamPasswordEnc: deps.cipher.encrypt(line.password) } : {}),
      })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.panelLineId, subscription.lineId!)))
      .returning({ id: subscriptions.id });
    if (!relinked) return;
    // The new line is made to match: the old line's differences are gone with it.
    await tx.delete(panelDrift).where(eq(panelDrift.subscriptionId, subscription.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'subscription.line_recreate',
      entity: 'subscription',
      entityId: subscription.id,
      before: { panelLineId: subscription.lineId },
      after: { panelLineId: line.id, lineCreated: created, enabled, key: action.idempotencyKey },
    });
  };
}

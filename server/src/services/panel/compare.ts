import type { PanelDriftField } from '@nimbus/shared/enums';
import type { LineDisabledReason, SubscriptionStatus } from '@nimbus/shared/enums';
import { and, asc, eq, gt, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { panelActions, panelDrift, plans, subscriptions, users } from '../../db/schema/index.ts';
import { lineUsername } from './lines.ts';
import { PanelError, type PanelLine, type XuiClient } from './xui-client.ts';

// One subscription against its line on the panel (ADR 035): what to compare, how to ask the
// panel, and how the answer is written to panel_drift.

/** Expiry on the panel within a minute of our end date counts as the same (the panel keeps seconds, we keep milliseconds). */
export const EXPIRY_TOLERANCE_SECONDS = 60;

export type Checked = {
  id: number;
  status: SubscriptionStatus;
  endDate: Date | null;
  lineId: number;
  username: string;
  disabledReason: LineDisabledReason | null;
  devices: number;
};

export type Difference = { field: PanelDriftField; ours: string; panel: string | null };

const columns = {
  id: subscriptions.id,
  status: subscriptions.status,
  endDate: subscriptions.endDate,
  lineId: subscriptions.panelLineId,
  streamUsername: subscriptions.streamUsername,
  disabledReason: subscriptions.lineDisabledReason,
  email: users.email,
  devices: sql<number>`coalesce(${subscriptions.trialDevices}, ${plans.devices})`.mapWith(Number),
};

type Raw = {
  id: number;
  status: SubscriptionStatus;
  endDate: Date | null;
  lineId: number | null;
  streamUsername: string | null;
  disabledReason: LineDisabledReason | null;
  email: string;
  devices: number;
};

const toChecked = (row: Raw): Checked => ({
  id: row.id,
  status: row.status,
  endDate: row.endDate,
  lineId: row.lineId!,
  // A staff deactivation clears our credentials; the line keeps the name it was made with.
  username: row.streamUsername ?? lineUsername(row.email, row.id),
  disabledReason: row.disabledReason,
  devices: row.devices,
});

/**
 * Live subscriptions with a line, in id order after `afterId`, that no panel action is working
 * on (a queued provision, renewal or disable would read as drift until it is done).
 */
export async function checkableBatch(db: DbOrTx, afterId: number, limit: number): Promise<Checked[]> {
  const rows = await db
    .select(columns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        gt(subscriptions.id, afterId),
        isNotNull(subscriptions.panelLineId),
        isNull(subscriptions.deletedAt),
        isNull(subscriptions.provisioning),
        notExists(
          db
            .select({ one: sql`1` })
            .from(panelActions)
            .where(and(eq(panelActions.subscriptionId, subscriptions.id), eq(panelActions.state, 'queued'))),
        ),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
  return rows.map(toChecked);
}

/** One subscription to check, or null when it has no line or is deleted. */
export async function checkable(db: DbOrTx, subscriptionId: number): Promise<Checked | null> {
  const [row] = await db
    .select(columns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.id, subscriptionId), isNotNull(subscriptions.panelLineId), isNull(subscriptions.deletedAt)))
    .limit(1);
  return row ? toChecked(row) : null;
}

/** Whether the line should be on: the subscription is Active and staff have not turned the line off. */
export const shouldBeEnabled = (subscription: Pick<Checked, 'status' | 'disabledReason'>) =>
  subscription.status === 'Active' && subscription.disabledReason !== 'staff';

/** The fields of `line` that differ from `subscription`. Expiry and devices count only while it is Active. */
export function differences(subscription: Checked, line: PanelLine): Difference[] {
  const found: Difference[] = [];
  if (subscription.status === 'Active' && subscription.endDate) {
    const ours = Math.floor(subscription.endDate.getTime() / 1000);
    if (line.expDate === null || Math.abs(line.expDate - ours) > EXPIRY_TOLERANCE_SECONDS) {
      found.push({
        field: 'expiry',
        ours: subscription.endDate.toISOString(),
        panel: line.expDate === null ? null : new Date(line.expDate * 1000).toISOString(),
      });
    }
  }
  if (subscription.status === 'Active' && line.maxConnections !== subscription.devices) {
    found.push({ field: 'devices', ours: String(subscription.devices), panel: String(line.maxConnections) });
  }
  const enabled = shouldBeEnabled(subscription);
  if (line.enabled !== enabled) found.push({ field: 'enabled', ours: enabled ? 'enabled' : 'disabled', panel: line.enabled ? 'enabled' : 'disabled' });
  return found;
}

/**
 * Asks the panel for the subscription's line. `get_line` refusing the id is confirmed with
 * `get_lines` by the line's username before the line is called missing: a panel can refuse an id
 * for other reasons, and one that lost the id but holds the name says where the line is now.
 * Every other failure (timeout, bad key...) is thrown for the caller.
 */
export async function compareLine(client: XuiClient, subscription: Checked): Promise<Difference[]> {
  try {
    return differences(subscription, await client.getLine(subscription.lineId));
  } catch (error) {
    if (!(error instanceof PanelError) || error.problem !== 'rejected') throw error;
    const named = (await client.getLines({ search: subscription.username, limit: 50 })).find((line) => line.username === subscription.username);
    if (named && named.id === subscription.lineId) throw error;
    return [{ field: 'missing', ours: String(subscription.lineId), panel: named ? String(named.id) : null }];
  }
}

/** Writes what a check found: the differences seen now, none of the ones that went away. */
export async function recordDifferences(db: DbOrTx, subscriptionId: number, found: readonly Difference[], now: Date): Promise<void> {
  const fields = found.map((difference) => difference.field);
  await db.delete(panelDrift).where(
    and(
      eq(panelDrift.subscriptionId, subscriptionId),
      fields.length
        ? sql`${panelDrift.field} not in (${sql.join(
            fields.map((field) => sql`${field}`),
            sql`, `,
          )})`
        : undefined,
    ),
  );
  if (found.length === 0) return;
  await db
    .insert(panelDrift)
    .values(found.map((difference) => ({ subscriptionId, ...difference, checkedAt: now })))
    .onConflictDoUpdate({
      target: [panelDrift.subscriptionId, panelDrift.field],
      set: { ours: sql`excluded.ours`, panel: sql`excluded.panel`, checkedAt: sql`excluded.checked_at`, updatedAt: now },
    });
}

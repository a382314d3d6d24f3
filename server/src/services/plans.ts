import { asc, eq } from 'drizzle-orm';
import { splitFeatures, type PlanRow, type PublicPlan } from '@nimbus/shared/plans';
import { plans } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';

export const planRowColumns = {
  id: plans.id,
  name: plans.name,
  features: plans.features,
  devices: plans.devices,
  price: plans.price,
  status: plans.status,
  channels: plans.channels,
  duration: plans.durationDays,
};

/** Active rows grouped by name (in order of first appearance), options sorted by devices. */
export function groupPlans(rows: readonly PlanRow[]): PublicPlan[] {
  const byName = new Map<string, PublicPlan>();
  for (const row of rows) {
    let plan = byName.get(row.name);
    if (!plan) {
      plan = { name: row.name, features: splitFeatures(row.features), channels: row.channels, duration: row.duration, options: [] };
      byName.set(row.name, plan);
    }
    plan.options.push({ id: row.id, devices: row.devices, price: row.price });
  }
  for (const plan of byName.values()) plan.options.sort((a, b) => a.devices - b.devices);
  return [...byName.values()];
}

export async function listActiveRows(db: DbOrTx): Promise<PlanRow[]> {
  return db
    .select(planRowColumns)
    .from(plans)
    .where(eq(plans.status, 'Active'))
    .orderBy(asc(plans.price), asc(plans.devices), asc(plans.id));
}

export async function listPublic(db: DbOrTx): Promise<PublicPlan[]> {
  return groupPlans(await listActiveRows(db));
}

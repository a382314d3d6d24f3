import { TRPCError } from '@trpc/server';
import { asc, count, eq, ilike } from 'drizzle-orm';
import { isStaffRole, PLAN_STATUSES } from '@nimbus/shared/enums';
import type { Page } from '@nimbus/shared/paging';
import { planMessages, splitFeatures, type PlanRow, type PlanValues, type PublicPlan } from '@nimbus/shared/plans';
import { payments, plans, subscriptions } from '../db/schema/index.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import type { Deps } from '../lib/deps.ts';
import { paginate } from '../lib/paging.ts';
import { enumText, likePattern, numberText, searchAcross } from '../lib/search.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/pg-errors.ts';
import type { AuthUser } from '../trpc/context.ts';
import { recordAudit } from './audit.ts';

export const planRowColumns = {
  id: plans.id,
  name: plans.name,
  features: plans.features,
  devices: plans.devices,
  price: plans.price,
  status: plans.status,
  channels: plans.channels,
  duration: plans.durationDays,
  trialHours: plans.trialHours,
  trialDevices: plans.trialDevices,
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
    plan.options.push({
      id: row.id,
      devices: row.devices,
      price: row.price,
      trial: row.trialHours === null ? null : { hours: row.trialHours, devices: row.trialDevices },
    });
  }
  for (const plan of byName.values()) plan.options.sort((a, b) => a.devices - b.devices);
  return [...byName.values()];
}

export async function listActiveRows(db: DbOrTx): Promise<PlanRow[]> {
  return db.select(planRowColumns).from(plans).where(eq(plans.status, 'Active')).orderBy(asc(plans.price), asc(plans.devices), asc(plans.id));
}

export async function listPublic(db: DbOrTx): Promise<PublicPlan[]> {
  return groupPlans(await listActiveRows(db));
}

/**
 * The legacy GET /plans fed both sides: staff see every row (Inactive too), read fresh; others
 * the Active ones, from the catalogue cache (the same array every time, serialised once).
 */
export async function rowsFor(deps: Pick<Deps, 'db' | 'catalogue'>, user: AuthUser | null): Promise<readonly PlanRow[]> {
  if (!user || user.status !== 'Active' || !isStaffRole(user.role)) return deps.catalogue.activePlans();
  return deps.db.select(planRowColumns).from(plans).orderBy(asc(plans.name), asc(plans.devices), asc(plans.id));
}

/** The ids of the plans whose name contains the term (a search of a big list by plan name). */
export async function plansNamed(db: DbOrTx, search: string): Promise<number[]> {
  const term = search.trim();
  if (!term) return [];
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(ilike(plans.name, likePattern(term)))
    .limit(200);
  return rows.map((row) => row.id);
}

/** The admin table: every row, searched across all its columns as the table shows them. */
export async function listAll(db: DbOrTx, input: { page?: number | undefined; pageSize: number; search: string }): Promise<Page<PlanRow>> {
  const where = searchAcross(input.search, [
    plans.name,
    plans.features,
    numberText(plans.devices),
    numberText(plans.price),
    enumText(plans.status, PLAN_STATUSES),
    numberText(plans.channels),
    numberText(plans.durationDays),
  ]);
  return paginate(
    input,
    (limit, offset) =>
      db.select(planRowColumns).from(plans).where(where).orderBy(asc(plans.name), asc(plans.devices), asc(plans.id)).limit(limit).offset(offset),
    async () => (await db.select({ n: count() }).from(plans).where(where))[0]?.n ?? 0,
  );
}

function columnsOf(values: PlanValues) {
  return {
    name: values.name,
    features: values.features,
    devices: values.devices,
    price: values.price,
    channels: values.channels,
    durationDays: values.duration,
    status: values.status,
    // Left out (undefined) by the legacy adapter's body: an old client's edit keeps the trial.
    trialHours: values.trialHours,
    trialDevices: values.trialDevices,
  };
}

// A unique violation aborts the transaction, so it is recognised after the rollback.
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new TRPCError({ code: 'CONFLICT', message: planMessages.duplicate });
    throw error;
  }
}

async function lockedRow(tx: Tx, id: number): Promise<PlanRow> {
  const [row] = await tx.select(planRowColumns).from(plans).where(eq(plans.id, id)).for('update').limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: planMessages.notFound });
  return row;
}

/** After a plan write commits: this instance's catalogue at once, the others by the database's NOTIFY. */
async function published<T>(deps: Deps, work: Promise<T>): Promise<T> {
  const result = await work;
  deps.changes.changed({ kind: 'plans' });
  return result;
}

export function create(deps: Deps, actor: AuthUser, values: PlanValues): Promise<PlanRow> {
  return published(
    deps,
    saving(() =>
      deps.db.transaction(async (tx) => {
        const [row] = await tx.insert(plans).values(columnsOf(values)).returning(planRowColumns);
        await recordAudit(tx, { actorId: actor.id, action: 'plan.create', entity: 'plan', entityId: row!.id, after: row });
        return row!;
      }),
    ),
  );
}

export function update(deps: Deps, actor: AuthUser, input: PlanValues & { id: number }): Promise<PlanRow> {
  return published(
    deps,
    saving(() =>
      deps.db.transaction(async (tx) => {
        const before = await lockedRow(tx, input.id);
        const [after] = await tx.update(plans).set(columnsOf(input)).where(eq(plans.id, input.id)).returning(planRowColumns);
        await recordAudit(tx, { actorId: actor.id, action: 'plan.update', entity: 'plan', entityId: input.id, before, after });
        return after!;
      }),
    ),
  );
}

/**
 * Payments and subscriptions keep their plan for the books, so a referenced plan is refused
 * (the admin sets it Inactive). The check runs under the plan's row lock; the foreign key still
 * catches a reference that slipped in, and answers the same way instead of a 500.
 */
export async function remove(deps: Deps, actor: AuthUser, id: number): Promise<{ id: number }> {
  const inUse = new TRPCError({ code: 'CONFLICT', message: planMessages.inUse });
  try {
    return await published(
      deps,
      deps.db.transaction(async (tx) => {
        const before = await lockedRow(tx, id);
        const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.planId, id)).limit(1);
        const [subscription] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.planId, id)).limit(1);
        if (payment || subscription) throw inUse;
        await tx.delete(plans).where(eq(plans.id, id));
        await recordAudit(tx, { actorId: actor.id, action: 'plan.delete', entity: 'plan', entityId: id, before });
        return { id };
      }),
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse;
    throw error;
  }
}

import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { panelMessages } from '@nimbus/shared/panel';
import { planMessages } from '@nimbus/shared/plans';
import { auditLog } from '../src/db/schema/index.ts';
import { createPlan, createUser, testApp, workerDatabase, type TestUser } from './harness.ts';
import { refusal } from './refusal.ts';

// Per plan: the panel bouquets and whether verify makes the line, apart from the plan form.
const t = testApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
});

async function planAudit(planId: number) {
  const { db } = await workerDatabase();
  return db
    .select({ action: auditLog.action, actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entityId, String(planId)))
    .orderBy(asc(auditLog.id));
}

describe('panel plans', () => {
  it('makes every plan automatic with no bouquets until an admin says otherwise', async () => {
    const plan = await createPlan({ status: 'Inactive' });
    const listed = (await (await t.caller(admin)).panel.plans()).find((row) => row.id === plan.id);
    expect(listed).toEqual({ id: plan.id, name: plan.name, devices: plan.devices, status: 'Inactive', bouquets: [], automatic: true });
  });

  it('saves the bouquets once each, in order, and the manual switch, with an audit row of what changed', async () => {
    const plan = await createPlan();
    const caller = await t.caller(admin);
    expect(await caller.panel.updatePlan({ planId: plan.id, bouquets: [7, 2, 7, 11], automatic: false })).toMatchObject({
      id: plan.id,
      bouquets: [7, 2, 11],
      automatic: false,
    });
    await caller.panel.updatePlan({ planId: plan.id, bouquets: [7, 2, 11], automatic: true });
    await caller.panel.updatePlan({ planId: plan.id, bouquets: [7, 2, 11], automatic: true });
    expect(await planAudit(plan.id)).toEqual([
      { action: 'plan.panel', actorId: admin.id, before: { bouquets: [], automatic: true }, after: { bouquets: [7, 2, 11], automatic: false } },
      { action: 'plan.panel', actorId: admin.id, before: { automatic: false }, after: { automatic: true } },
    ]);
  });

  it("keeps the panel's settings out of the plan rows", async () => {
    const plan = await createPlan();
    await (await t.caller(admin)).panel.updatePlan({ planId: plan.id, bouquets: [5], automatic: false });
    const row = (await (await t.caller(admin)).plans.rows()).find((candidate) => candidate.id === plan.id);
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'channels',
      'devices',
      'duration',
      'features',
      'id',
      'name',
      'price',
      'status',
      'trialDevices',
      'trialHours',
    ]);
  });

  it('refuses a bouquet that is not a positive whole number, and an unknown plan', async () => {
    const plan = await createPlan();
    const caller = await t.caller(admin);
    expect(await refusal(caller.panel.updatePlan({ planId: plan.id, bouquets: [0], automatic: true }))).toEqual({
      code: 'BAD_REQUEST',
      message: panelMessages.bouquets,
    });
    expect(await refusal(caller.panel.updatePlan({ planId: plan.id, bouquets: [1.5], automatic: true }))).toEqual({
      code: 'BAD_REQUEST',
      message: panelMessages.bouquets,
    });
    expect(await refusal(caller.panel.updatePlan({ planId: 2_000_000_000, bouquets: [], automatic: true }))).toEqual({
      code: 'NOT_FOUND',
      message: planMessages.notFound,
    });
  });
});

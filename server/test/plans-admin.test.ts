import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanInput } from '@nimbus/shared/plans';
import { createPlan, createUser, testApp, type TestUser } from './harness.ts';
import { auditOf, refusal } from './refusal.ts';

const t = testApp();
let admin: TestUser;
let agent: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN' });
  agent = await createUser({ role: 'AGENT' });
});

let n = 0;
const form = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  name: `Premium ${++n}`,
  price: '19.99',
  devices: 2,
  channels: '20000',
  duration: '30',
  status: 'Active',
  features: 'Live TV, Movies, Sports',
  ...overrides,
});

describe('plans.create', () => {
  it('admin adds a plan row and gets it back in the table shape', async () => {
    const row = await (await t.caller(admin)).plans.create(form({ name: 'Family', price: 24.5, channels: 900, duration: 90 }));
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'Family',
      features: 'Live TV, Movies, Sports',
      devices: 2,
      price: '24.50',
      status: 'Active',
      channels: 900,
      duration: 90,
      trialHours: null,
      trialDevices: 1,
    });
  });

  it('writes an audit row with the actor and the new row', async () => {
    const row = await (await t.caller(admin)).plans.create(form());
    expect(await auditOf('plan', row.id)).toEqual([{ actorId: admin.id, action: 'plan.create', before: null, after: row }]);
  });

  it('refuses a second row with the same name and device count', async () => {
    const caller = await t.caller(admin);
    await caller.plans.create(form({ name: 'Twin', devices: 3 }));
    expect(await refusal(caller.plans.create(form({ name: 'Twin', devices: 3 })))).toEqual({
      code: 'CONFLICT',
      message: 'A plan with this name and device count already exists',
    });
    await expect(caller.plans.create(form({ name: 'Twin', devices: 4 }))).resolves.toMatchObject({ devices: 4 });
  });

  it.each<[string, Partial<PlanInput>, string]>([
    ['empty name', { name: '' }, 'Name is required'],
    ['short name', { name: 'TV' }, 'Name must be at least 3 characters'],
    ['empty price', { price: '' }, 'Price is required'],
    ['three decimals', { price: '19.999' }, 'Enter a valid price (e.g., 19.99)'],
    ['negative price', { price: '-5' }, 'Enter a valid price (e.g., 19.99)'],
    ['no devices', { devices: 0 }, 'Devices selection is required'],
    ['six devices', { devices: 6 }, 'Devices selection is required'],
    ['empty channels', { channels: '' }, 'Channels count is required'],
    ['channels with letters', { channels: '20k' }, 'Enter only numbers'],
    ['empty duration', { duration: '' }, 'Duration is required'],
    ['duration with letters', { duration: '30 days' }, 'Enter only numbers'],
    ['unknown status', { status: 'Paused' as PlanInput['status'] }, 'Status is required'],
    ['empty features', { features: '' }, 'Features are required'],
    ['short features', { features: 'TV' }, 'At least 5 characters required'],
  ])('refuses %s with the form message', async (_, overrides, message) => {
    expect(await refusal((await t.caller(admin)).plans.create(form(overrides)))).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('agent cannot add a plan', async () => {
    expect(await refusal((await t.caller(agent)).plans.create(form()))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('plans.update', () => {
  it('admin edits every field; the audit row keeps before and after', async () => {
    const plan = await createPlan({ name: 'Old name', devices: 1, price: '9.99' });
    const after = await (await t.caller(admin)).plans.update({ ...form({ name: 'New name', devices: 3, status: 'Inactive' }), id: plan.id });
    expect(after).toMatchObject({ id: plan.id, name: 'New name', devices: 3, price: '19.99', status: 'Inactive', channels: 20000, duration: 30 });
    const [entry] = await auditOf('plan', plan.id);
    expect(entry).toMatchObject({ actorId: admin.id, action: 'plan.update', before: { name: 'Old name', devices: 1, price: '9.99' }, after });
  });

  it('refuses to take the name and device count of another row', async () => {
    await createPlan({ name: 'Taken', devices: 2 });
    const plan = await createPlan({ name: 'Free', devices: 2 });
    expect(await refusal((await t.caller(admin)).plans.update({ ...form({ name: 'Taken', devices: 2 }), id: plan.id }))).toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('answers NOT_FOUND for an unknown plan', async () => {
    expect(await refusal((await t.caller(admin)).plans.update({ ...form(), id: 987_654 }))).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
  });

  it('refuses an invalid edit with the form message and changes nothing', async () => {
    const plan = await createPlan({ name: 'Steady' });
    expect(await refusal((await t.caller(admin)).plans.update({ ...form({ price: 'abc' }), id: plan.id }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Enter a valid price (e.g., 19.99)',
    });
    expect(await auditOf('plan', plan.id)).toEqual([]);
  });
});

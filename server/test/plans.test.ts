import { beforeAll, describe, expect, it } from 'vitest';
import { createPlan, createUser, testApp } from './harness.ts';

const t = testApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  // Inserted out of order on purpose: the list must sort, not rely on insertion order.
  ids.gold3 = (await createPlan({ name: 'Gold', devices: 3, price: '29.99', features: 'Live TV, 4K, Sports' })).id;
  ids.gold1 = (await createPlan({ name: 'Gold', devices: 1, price: '19.99', features: 'Live TV, 4K, Sports' })).id;
  ids.gold2 = (await createPlan({ name: 'Gold', devices: 2, price: '24.99', features: 'Live TV, 4K, Sports' })).id;
  await createPlan({ name: 'Gold', devices: 4, price: '34.99', status: 'Inactive' });
  ids.basic2 = (await createPlan({ name: 'Basic', devices: 2, price: '12.50', features: 'Live TV', channels: 500, durationDays: 30 })).id;
  ids.basic1 = (await createPlan({ name: 'Basic', devices: 1, price: '9.99', features: 'Live TV', channels: 500, durationDays: 30 })).id;
  await createPlan({ name: 'Retired', devices: 1, price: '1.00', status: 'Inactive' });
});

describe('plans.list', () => {
  it('shows only Active plans, grouped by name, options sorted by devices', async () => {
    const list = await (await t.caller()).plans.list();
    expect(list.map((plan) => plan.name).sort()).toEqual(['Basic', 'Gold']);
    const gold = list.find((plan) => plan.name === 'Gold');
    expect(gold?.options).toEqual([
      { id: ids.gold1, devices: 1, price: '19.99', trial: null },
      { id: ids.gold2, devices: 2, price: '24.99', trial: null },
      { id: ids.gold3, devices: 3, price: '29.99', trial: null },
    ]);
    expect(gold?.features).toEqual(['Live TV', '4K', 'Sports']);
  });

  it('gives each plan its channels and duration', async () => {
    const list = await (await t.caller()).plans.list();
    expect(list.find((plan) => plan.name === 'Basic')).toMatchObject({ channels: 500, duration: 30 });
  });

  it('lists the cheapest plan first', async () => {
    const list = await (await t.caller()).plans.list();
    expect(list.map((plan) => plan.name)).toEqual(['Basic', 'Gold']);
  });

  it('is the same for anonymous visitors and signed-in users', async () => {
    const user = await createUser();
    expect(await (await t.caller(user)).plans.list()).toEqual(await (await t.caller()).plans.list());
  });
});

describe('plans.rows', () => {
  it('gives the Active rows in the legacy flat shape', async () => {
    const rows = await (await t.caller()).plans.rows();
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.status === 'Active')).toBe(true);
    expect(rows.find((row) => row.id === ids.basic2)).toEqual({
      id: ids.basic2,
      name: 'Basic',
      features: 'Live TV',
      devices: 2,
      price: '12.50',
      status: 'Active',
      channels: 500,
      duration: 30,
      trialHours: null,
      trialDevices: 1,
    });
  });
});

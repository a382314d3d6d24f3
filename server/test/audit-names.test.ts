import { beforeAll, describe, expect, it } from 'vitest';
import { auditListInput } from '@nimbus/shared/audit';
import { listAudit } from '../src/services/audit-list.ts';
import { auditRow } from './factories/operations.ts';
import { createPlan, createUser, testApp, type TestUser } from './harness.ts';

const t = testApp();
let admin: TestUser;
let agent: TestUser;
let customer: TestUser;
let planId: number;

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));

beforeAll(async () => {
  admin = await createUser({ role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  agent = await createUser({ role: 'AGENT', firstName: 'Al', lastName: 'Agent', email: 'al@shop.example' });
  customer = await createUser({ firstName: 'Anne-Marie', lastName: "O'Brien", email: 'anne@example.com' });
  planId = (await createPlan({ name: 'Gold', devices: 2 })).id;
  await auditRow({
    actorId: customer.id,
    action: 'payment.submit',
    entity: 'payment',
    entityId: '7',
    after: { userId: customer.id, planId, amount: '19.99', method: 'bank', status: 'Pending' },
    createdAt: at(1),
  });
  await auditRow({
    actorId: agent.id,
    action: 'ticket.update',
    entity: 'ticket',
    entityId: '3',
    before: { status: 'Open', agentId: null },
    after: { status: 'InProgress', agentId: agent.id, commentId: 14, internal: false },
    createdAt: at(2),
  });
  // A user id that names nobody any more (the row outlived the record): no name, no failure.
  await auditRow({
    actorId: admin.id,
    action: 'subscription.delete',
    entity: 'subscription',
    entityId: '5',
    before: { userId: 999_999, planId, status: 'Expired' },
    after: { deleted: true },
    createdAt: at(3),
  });
});

describe('audit.list names the records its values point at', () => {
  it('answers each row with the people and plans of its id fields', async () => {
    const page = await (await t.caller(admin)).audit.list({ pageSize: 10 });
    const byAction = new Map(page.items.map((row) => [row.action, row.refs]));
    expect(byAction.get('payment.submit')).toEqual({
      users: { [customer.id]: { name: "Anne-Marie O'Brien", email: 'anne@example.com', role: 'USER' } },
      plans: { [planId]: 'Gold (2 devices)' },
    });
    expect(byAction.get('ticket.update')).toEqual({ users: { [agent.id]: { name: 'Al Agent', email: 'al@shop.example', role: 'AGENT' } }, plans: {} });
    expect(byAction.get('subscription.delete')).toEqual({ users: {}, plans: { [planId]: 'Gold (2 devices)' } });
  });

  it('reads the names of a whole page in one query per kind, however many rows name someone', async () => {
    const queriesFor = async (pageSize: number) => {
      const { db } = t.deps;
      let queries = 0;
      const counted = new Proxy(db, {
        get(target, property, receiver) {
          if (property === 'select' || property === 'execute') queries += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      const page = await listAudit(counted, auditListInput.parse({ pageSize }));
      return { queries, rows: page.items.length };
    };
    const one = await queriesFor(1);
    const all = await queriesFor(25);
    expect(one.rows).toBe(1);
    expect(all.rows).toBe(3);
    expect(all.queries).toBe(one.queries);
  });
});

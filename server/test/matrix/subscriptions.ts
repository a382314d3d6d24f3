import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '@nimbus/shared/enums';
import { panelActions, settings, subscriptions } from '../../src/db/schema/index.ts';
import { createSubscription } from '../factories/commerce.ts';
import { createPlan, workerDatabase } from '../harness.ts';
import { panelOn } from './panel-drift.ts';
import type { Fixture, MatrixEntry } from './types.ts';
import { ANY_USER, OWNER_OR_STAFF, STAFF } from './types.ts';

const ofUser = async (fx: Fixture, status: SubscriptionStatus = 'Pending') =>
  createSubscription({ userId: fx.users.user.id, planId: (await createPlan()).id, status });

export const subscriptionsMatrix: MatrixEntry[] = [
  { path: 'subscriptions.mine', input: () => undefined, expect: ANY_USER },
  {
    path: 'subscriptions.checkLine',
    // The user's line has credentials but the shop no stream URL (another file may have stored
    // one): the check is unavailable rather than calling out; another customer has no line.
    input: async (fx) => {
      await (await workerDatabase()).db.delete(settings).where(eq(settings.key, 'panel'));
      await createSubscription({
        userId: fx.users.user.id,
        planId: (await createPlan()).id,
        status: 'Active',
        credentials: { userName: `tv-${fx.users.user.id}`, password: 'tv-pass', cipher: fx.app.deps.cipher },
      });
    },
    expect: { ...ANY_USER, user: 'PRECONDITION_FAILED', otherUser: 'NOT_FOUND', agent: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
  { path: 'subscriptions.forUser', input: (fx) => ({ userId: fx.users.user.id }), expect: OWNER_OR_STAFF },
  {
    path: 'subscriptions.checkRenew',
    // Every caller has an Expired subscription: renewing one's own is open to any account.
    input: async (fx) => {
      const plan = await createPlan();
      for (const user of Object.values(fx.users)) await createSubscription({ userId: user.id, planId: plan.id, status: 'Expired' });
    },
    expect: ANY_USER,
  },
  { path: 'subscriptions.delete', input: async (fx) => ({ id: (await ofUser(fx)).id }), expect: OWNER_OR_STAFF },
  { path: 'subscriptions.list', input: () => ({ search: 'plan' }), expect: STAFF },
  {
    path: 'subscriptions.activate',
    input: async (fx) => ({ id: (await ofUser(fx)).id, userName: 'tv-user', password: 'tv-pass' }),
    expect: STAFF,
  },
  { path: 'subscriptions.deactivate', input: async (fx) => ({ id: (await ofUser(fx, 'Active')).id }), expect: STAFF },
  {
    path: 'subscriptions.changeLinePassword',
    // Every caller has an Active subscription with a line on the panel.
    input: async (fx) => {
      const plan = await createPlan();
      const { db } = await workerDatabase();
      for (const user of Object.values(fx.users)) {
        const { id } = await createSubscription({ userId: user.id, planId: plan.id, status: 'Active' });
        await db.update(subscriptions).set({ panelLineId: id }).where(eq(subscriptions.id, id));
      }
      return { password: 'NewLinePassword42' };
    },
    expect: ANY_USER,
  },
  { path: 'subscriptions.byId', input: async (fx) => ({ id: (await ofUser(fx)).id }), expect: STAFF },
  { path: 'subscriptions.panelLog', input: async (fx) => ({ subscriptionId: (await ofUser(fx)).id }), expect: STAFF },
  {
    path: 'subscriptions.retryPanel',
    // A subscription whose line the panel job gave up on.
    input: async (fx) => {
      await panelOn(fx);
      const { id } = await ofUser(fx);
      const { db } = await workerDatabase();
      await db.update(subscriptions).set({ provisioning: 'Failed', provisioningError: 'The panel refused the request.' }).where(eq(subscriptions.id, id));
      await db.insert(panelActions).values({ subscriptionId: id, kind: 'provision', idempotencyKey: `provision:matrix:${id}`, state: 'failed', attempts: 5 });
      return { id };
    },
    expect: STAFF,
  },
];

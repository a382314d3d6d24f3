import { eq, inArray } from 'drizzle-orm';
import { panelDrift, panelReconciliations, settings, subscriptions } from '../../src/db/schema/index.ts';
import { createSubscription } from '../factories/commerce.ts';
import { createPlan } from '../harness.ts';
import type { Fixture, MatrixEntry } from './types.ts';
import { ADMIN_ONLY } from './types.ts';

// The panel drift page is the admin's alone (ADR 035): agents never see or change the panel.

/** A subscription with line 77 on the panel, recorded as missing when `missing`. */
async function withLine(fx: Fixture, missing: boolean) {
  const { db } = fx.app.deps;
  const { id } = await createSubscription({ userId: fx.users.user.id, planId: (await createPlan()).id, status: 'Active' });
  await db.update(subscriptions).set({ panelLineId: 77 }).where(eq(subscriptions.id, id));
  if (missing) await db.insert(panelDrift).values({ subscriptionId: id, field: 'missing', ours: '77', checkedAt: new Date() });
  return { subscriptionId: id };
}

/**
 * The panel on, at a closed loopback port: staff's panel requests (Run now, Retry, Re-create)
 * are refused while it is off (ADR 036), and nothing in the matrix runs the panel job.
 */
export async function panelOn(fx: Fixture) {
  const value = { mode: 'xui', apiUrl: 'http://127.0.0.1:9/matrix/', apiKeySealed: fx.app.deps.cipher.encrypt('matrix-key'), streamUrl: '' };
  await fx.app.deps.db.insert(settings).values({ key: 'panel', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

export const panelDriftMatrix: MatrixEntry[] = [
  { path: 'panelDrift.list', input: () => ({}), expect: ADMIN_ONLY },
  { path: 'panelDrift.lastRun', input: () => undefined, expect: ADMIN_ONLY },
  {
    path: 'panelDrift.run',
    // One run may be open at a time: each caller starts with none.
    input: async (fx) => {
      await panelOn(fx);
      await fx.app.deps.db
        .update(panelReconciliations)
        .set({ state: 'done' })
        .where(inArray(panelReconciliations.state, ['requested', 'running']));
      return undefined;
    },
    expect: ADMIN_ONLY,
  },
  // The matrix's app has no panel: the admin's check answers "not configured" without calling out.
  { path: 'panelDrift.check', input: (fx) => withLine(fx, false), expect: ADMIN_ONLY },
  {
    path: 'panelDrift.recreate',
    input: async (fx) => {
      await panelOn(fx);
      return withLine(fx, true);
    },
    expect: ADMIN_ONLY,
  },
];

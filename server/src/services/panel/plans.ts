import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { planMessages } from '@nimbus/shared/plans';
import type { PanelPlan, panelPlanInput } from '@nimbus/shared/panel';
import { plans } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthUser } from '../../trpc/context.ts';
import { recordAudit } from '../audit.ts';

// Per plan: the panel bouquets its lines get and whether verifying a payment makes the line
// (ADR 030). Apart from the plan form: the legacy plan API and its rows stay as specified.
const columns = {
  id: plans.id,
  name: plans.name,
  devices: plans.devices,
  status: plans.status,
  bouquets: plans.panelBouquets,
  automatic: plans.panelAutomatic,
};

/** Every plan (Inactive too: a renewal of one still reaches the panel), by name and devices. */
export async function listPanelPlans(db: DbOrTx): Promise<PanelPlan[]> {
  return db.select(columns).from(plans).orderBy(asc(plans.name), asc(plans.devices), asc(plans.id));
}

export async function updatePanelPlan(db: DbOrTx, actor: AuthUser, input: z.output<typeof panelPlanInput>): Promise<PanelPlan> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(plans).where(eq(plans.id, input.planId)).for('update');
    if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: planMessages.notFound });
    const [after] = await tx
      .update(plans)
      .set({ panelBouquets: input.bouquets, panelAutomatic: input.automatic })
      .where(eq(plans.id, input.planId))
      .returning(columns);
    const changed = (['bouquets', 'automatic'] as const).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after![field]));
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'plan.panel',
        entity: 'plan',
        entityId: input.planId,
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, after![field]])),
      });
    }
    return after!;
  });
}

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { plans, subscriptions, users } from '../../db/schema/index.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The payment page with the same plan and devices: one click renews what the customer has. */
export function renewPath(plan: { name: string; devices: number }): string {
  return `/payment?${new URLSearchParams({ plan: plan.name, devices: String(plan.devices) }).toString()}`;
}

export const day = (date: Date) => date.toISOString().slice(0, 10);

/** Who to tell about a subscription and what it is; null recipient when the account is deleted. */
export async function subscriptionParty(tx: Tx, subscriptionId: number) {
  const [row] = await tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      deletedAt: users.deletedAt,
      plan: plans.name,
      devices: plans.devices,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return null;
  return {
    // A deleted account has no one to tell: its e-mail address is a placeholder.
    recipient: row.deletedAt ? null : { userId: row.userId, email: row.email, name: `${row.firstName} ${row.lastName}`.trim() },
    plan: row.plan,
    renewPath: renewPath({ name: row.plan, devices: row.devices }),
  };
}

import type { AppRouter } from '@nimbus/server/router';
import type { PlanStatus } from '@nimbus/shared/enums';
import { renewalChoice, type RenewalChoice } from '@nimbus/shared/renewal';
import type { inferRouterOutputs } from '@trpc/server';

/** The customer's own subscription as `subscriptions.mine` gives it. */
export type MySubscription = NonNullable<inferRouterOutputs<AppRouter>['subscriptions']['mine']>;

/**
 * What the customer may do with `plan` (their own plan when omitted), by the rule the server
 * applies on submit (shared/src/renewal.ts): the dashboard and the payment page offer only that.
 */
export function renewalFor(
  subscription: MySubscription | null | undefined,
  plan?: { id: number; price: string; status?: PlanStatus; devices?: number; durationDays?: number },
  now = new Date(),
): RenewalChoice {
  const chosen = plan ?? { ...subscription!.plan, status: subscription!.planStatus };
  const current = subscription
    ? {
        status: subscription.status,
        endDate: subscription.endDate,
        plan: { ...subscription.plan, devices: subscription.devices },
        // Its line being set up on the panel: the verified payment is still being acted on.
        paymentWaiting: subscription.lastPayment?.status === 'Pending' || subscription.provisioning !== null,
        trial: subscription.trialHours !== null,
      }
    : null;
  // The public plan list holds plans on sale only.
  const devices = plan?.devices;
  const durationDays = plan?.durationDays;
  return renewalChoice(current, { id: chosen.id, price: chosen.price, status: chosen.status ?? 'Active', devices, durationDays }, now);
}

/** The payment page for the subscription's own plan and device count. */
export const samePlanSearch = (subscription: MySubscription) => ({ plan: subscription.plan.name, devices: subscription.planDevices });

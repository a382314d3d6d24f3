import { PLAN_DEVICES_MAX, PLAN_DEVICES_MIN } from '@nimbus/shared/constants';
import { z } from '@nimbus/shared/zod';

// The chosen plan travels in the URL (`?plan=Monthly&devices=2`, DESIGN.md) so a reload keeps
// it. A malformed value is dropped rather than failing the page.
export const planSearch = z.object({
  plan: z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().min(1).max(80))
    .optional()
    .catch(undefined),
  devices: z.coerce.number().int().min(PLAN_DEVICES_MIN).max(PLAN_DEVICES_MAX).optional().catch(undefined),
});

export type PlanSearch = z.output<typeof planSearch>;

/** The search params to pass on (e.g. from /register to /login), without empty keys. */
export function chosenPlan(search: PlanSearch): PlanSearch {
  return search.plan && search.devices ? { plan: search.plan, devices: search.devices } : {};
}

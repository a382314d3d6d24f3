import { PLAN_DEVICES_MAX, PLAN_DEVICES_MIN } from '@nimbus/shared/constants';
import { readKeys, text, wholeNumber } from './search-values.ts';

// The chosen plan travels in the URL (`?plan=Monthly&devices=2`, DESIGN.md) so a reload keeps
// it. A malformed value is dropped rather than failing the page.
export type PlanSearch = { plan?: string | undefined; devices?: number | undefined };

export function planSearch(search: Record<string, unknown>): PlanSearch {
  return readKeys<{ plan: string | undefined; devices: number | undefined }>(search, {
    plan: (value) => {
      const plan = text(value)?.trim();
      return plan && plan.length <= 80 ? plan : undefined;
    },
    devices: (value) => wholeNumber(value, PLAN_DEVICES_MIN, PLAN_DEVICES_MAX),
  });
}

/** The search params to pass on (e.g. from /register to /login), without empty keys. */
export function chosenPlan(search: PlanSearch): PlanSearch {
  return search.plan && search.devices ? { plan: search.plan, devices: search.devices } : {};
}

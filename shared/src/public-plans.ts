// The public catalogue's shapes, apart from the plan schemas (plans.ts re-exports them): the home
// page shows plans without loading zod (docs/decisions/019).

/** One device option of a public plan. */
export type PlanOption = {
  id: number;
  devices: number;
  price: string;
  /** A free trial of this option: its length in hours and devices (ADR 039); null when none. */
  trial?: { hours: number; devices: number } | null;
};

/** A plan as the public side shows it: one name, its features and device options. */
export type PublicPlan = {
  name: string;
  features: string[];
  channels: number;
  duration: number;
  options: PlanOption[];
};

/** The option a plan card starts on: one device if offered, else the first option. */
export function defaultOption(plan: Pick<PublicPlan, 'options'>): PlanOption | undefined {
  return plan.options.find((option) => option.devices === 1) ?? plan.options[0];
}

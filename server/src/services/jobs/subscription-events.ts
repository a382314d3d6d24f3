export const DAY_MS = 24 * 60 * 60 * 1000;

/** The payment page with the same plan and devices: one click renews what the customer has. */
export function renewPath(plan: { name: string; devices: number }): string {
  return `/payment?${new URLSearchParams({ plan: plan.name, devices: String(plan.devices) }).toString()}`;
}

export const day = (date: Date) => date.toISOString().slice(0, 10);

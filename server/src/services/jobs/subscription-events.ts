import type { Language } from '@nimbus/shared/i18n';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The payment page with the same plan and devices: one click renews what the customer has. */
export function renewPath(plan: { name: string; devices: number }): string {
  return `/payment?${new URLSearchParams({ plan: plan.name, devices: String(plan.devices) }).toString()}`;
}

/** A subscription a reminder claimed, with its customer and plan, as the claiming update returns it. */
export type Reminded = {
  id: number;
  end_date: Date | string;
  user_id: number;
  email: string;
  language: Language;
  first_name: string;
  last_name: string;
  deleted_at: Date | string | null;
  plan: string;
  devices: number;
};

/** The customers to remind, with the words every reminder uses; a deleted account has no one to tell (its e-mail address is a placeholder). */
export function customersToRemind(rows: readonly Reminded[]) {
  return rows
    .filter((row) => !row.deleted_at)
    .map((row) => ({
      userId: row.user_id,
      email: row.email,
      language: row.language,
      name: `${row.first_name} ${row.last_name}`.trim(),
      plan: row.plan,
      endDate: new Date(row.end_date),
      planPath: renewPath({ name: row.plan, devices: row.devices }),
    }));
}

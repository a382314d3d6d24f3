import type { PlanOption, PublicPlan } from '@nimbus/shared/plans';

export type Choice = { plan: PublicPlan; option: PlanOption };

/**
 * The plan option the URL names (`?plan=Monthly&devices=2`) among the live plans. The name
 * matches case-insensitively, since people retype links; an unknown name or device count is
 * no choice at all.
 */
export function resolveChoice(plans: readonly PublicPlan[], chosen: { plan?: string | undefined; devices?: number | undefined }): Choice | null {
  if (!chosen.plan || !chosen.devices) return null;
  const name = chosen.plan.trim().toLowerCase();
  const plan = plans.find((candidate) => candidate.name.toLowerCase() === name);
  const option = plan?.options.find((candidate) => candidate.devices === chosen.devices);
  return plan && option ? { plan, option } : null;
}

/** A fresh idempotency key: one per receipt chosen, so a retried upload of it is stored once. */
export function newIdempotencyKey(): string {
  // getRandomValues works on plain-http origins too, where crypto.randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

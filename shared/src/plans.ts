import { z } from './zod.ts';
import { PLAN_DEVICES_MAX, PLAN_DEVICES_MIN } from './constants.ts';
import { PLAN_STATUSES, type PlanStatus } from './enums.ts';
import { recordId } from './ids.ts';

export { defaultOption, type PlanOption, type PublicPlan } from './public-plans.ts';

export const planMessages = {
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 3 characters',
  priceRequired: 'Price is required',
  priceInvalid: 'Enter a valid price (e.g., 19.99)',
  devicesRequired: 'Devices selection is required',
  channelsRequired: 'Channels count is required',
  digitsOnly: 'Enter only numbers',
  durationRequired: 'Duration is required',
  statusRequired: 'Status is required',
  featuresRequired: 'Features are required',
  featuresMin: 'At least 5 characters required',
  saved: 'Plan saved successfully',
  saveFailed: 'Failed to save plan',
  updated: 'Plan updated successfully',
  updateFailed: 'Failed to update plan',
  deleted: 'Plan deleted successfully',
  deleteFailed: 'Failed to delete plan',
  confirmDelete: 'Do you really want to delete this plan?',
  duplicate: 'A plan with this name and device count already exists',
  inUse: 'This plan has payments or subscriptions; set it Inactive instead of deleting it',
  notFound: 'Plan not found',
} as const;

const digits = (required: string) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(/^\d{1,6}$/, planMessages.digitsOnly),
    )
    .transform(Number);

/** The plan form (specification section 5); the same schema checks the server's input. */
export const planInput = z.object({
  name: z.string().trim().min(1, planMessages.nameRequired).min(3, planMessages.nameMin).max(80),
  price: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, planMessages.priceRequired)
        .regex(/^\d{1,7}(\.\d{1,2})?$/, planMessages.priceInvalid),
    ),
  devices: z.coerce
    .number({ error: planMessages.devicesRequired })
    .int(planMessages.devicesRequired)
    .min(PLAN_DEVICES_MIN, planMessages.devicesRequired)
    .max(PLAN_DEVICES_MAX, planMessages.devicesRequired),
  channels: digits(planMessages.channelsRequired),
  duration: digits(planMessages.durationRequired),
  status: z.enum(PLAN_STATUSES, { error: planMessages.statusRequired }),
  features: z.string().trim().min(1, planMessages.featuresRequired).min(5, planMessages.featuresMin).max(1000),
});
export type PlanInput = z.input<typeof planInput>;
export type PlanValues = z.output<typeof planInput>;

/** Editing a plan: the form's fields and the row's id. */
export const planUpdateInput = planInput.extend({ id: recordId });
export type PlanUpdateInput = z.input<typeof planUpdateInput>;

/** A plan row as the admin sees it and the legacy API returns it. */
export type PlanRow = {
  id: number;
  name: string;
  features: string;
  devices: number;
  price: string;
  status: PlanStatus;
  channels: number;
  duration: number;
};

export function splitFeatures(features: string): string[] {
  return features
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);
}

import { z } from './zod.ts';
import { PLAN_DEVICES_MAX, PLAN_DEVICES_MIN } from './constants.ts';
import { PLAN_STATUSES, type PlanStatus } from './enums.ts';
import { recordId } from './ids.ts';
import { TRIAL_HOURS_MAX, TRIAL_HOURS_MIN } from './trials.ts';

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
  trialHoursRange: `A trial lasts from ${TRIAL_HOURS_MIN} to ${TRIAL_HOURS_MAX} hours`,
  trialDevicesRange: "Trial devices must be from 1 to the plan's devices",
  // A device count as staff read it: "1 device", "4 devices" (template: { count }).
  oneDevice: '1 device',
  devices: '{{count}} devices',
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

/**
 * The admin form's plan: the legacy fields and the plan's optional free trial (ADR 039). The
 * legacy REST adapter keeps `planInput`, so an old client never touches the trial.
 */
const planFormFields = planInput.extend({
  // An empty field is "no trial".
  trialHours: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.coerce
      .number({ error: planMessages.trialHoursRange })
      .int(planMessages.trialHoursRange)
      .min(TRIAL_HOURS_MIN, planMessages.trialHoursRange)
      .max(TRIAL_HOURS_MAX, planMessages.trialHoursRange)
      .nullable()
      .optional(),
  ),
  trialDevices: z.coerce
    .number({ error: planMessages.trialDevicesRange })
    .int(planMessages.trialDevicesRange)
    .min(PLAN_DEVICES_MIN, planMessages.trialDevicesRange)
    .max(PLAN_DEVICES_MAX, planMessages.trialDevicesRange)
    .optional(),
});
const trialFits = {
  check: (plan: { devices: number; trialDevices?: number | undefined }) => plan.trialDevices === undefined || plan.trialDevices <= plan.devices,
  params: { path: ['trialDevices'], message: planMessages.trialDevicesRange },
};
export const planFormInput = planFormFields.refine(trialFits.check, trialFits.params);
export type PlanInput = z.input<typeof planFormInput>;
export type PlanValues = z.output<typeof planFormInput>;

/** Editing a plan: the form's fields and the row's id. */
export const planUpdateInput = planFormFields.extend({ id: recordId }).refine(trialFits.check, trialFits.params);
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
  /** The free trial's length in hours, or null when the plan has none (ADR 039). */
  trialHours: number | null;
  trialDevices: number;
};

export function splitFeatures(features: string): string[] {
  return features
    .split(',')
    .map((feature) => feature.trim())
    .filter(Boolean);
}

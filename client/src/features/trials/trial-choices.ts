import type { PublicPlan } from '@nimbus/shared/plans';
import type { TrialChoice } from './TrialOffer.tsx';

/** Each plan's trial, from the option with the fewest devices that has one. */
export function trialChoices(plans: readonly PublicPlan[]): TrialChoice[] {
  return plans.flatMap((plan) => {
    const option = plan.options.find((candidate) => candidate.trial);
    return option?.trial ? [{ planId: option.id, planName: plan.name, hours: option.trial.hours, devices: option.trial.devices }] : [];
  });
}

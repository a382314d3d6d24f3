import { Alert } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import type { PlanSearch } from '../../lib/plan-search.ts';

/** Reminds the visitor which plan they picked; they pay for it right after this step. */
export function ChosenPlanNotice({ chosen }: { chosen: PlanSearch }) {
  if (!chosen.plan || !chosen.devices) return null;
  const devices = chosen.devices === 1 ? '1 device' : `${chosen.devices} devices`;
  return (
    <Alert variant="light" icon={<IconShoppingCart aria-hidden />} title={`Selected plan: ${chosen.plan} · ${devices}`}>
      You will pay for it on the next step.
    </Alert>
  );
}

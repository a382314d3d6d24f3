import { Alert } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useAuthText } from '../../i18n/en/auth.ts';
import type { PlanSearch } from '../../lib/plan-search.ts';

/** Reminds the visitor which plan they picked; they pay for it right after this step. */
export function ChosenPlanNotice({ chosen }: { chosen: PlanSearch }) {
  const { t } = useAuthText();
  if (!chosen.plan || !chosen.devices) return null;
  return (
    <Alert
      variant="light"
      icon={<IconShoppingCart aria-hidden />}
      title={t('chosenPlan.title', { plan: chosen.plan, devices: t('devices', { count: chosen.devices }) })}
    >
      {t('chosenPlan.nextStep')}
    </Alert>
  );
}

import { formatPrice } from '@nimbus/shared/money';
import type { StaffPayment } from '@nimbus/shared/payments';
import { useStaffText } from '../../i18n/en/staff.ts';

/**
 * "Upgrade from Premium (1 device) to 3 devices, credit $4.50" in the current language (the
 * shared upgradeSummary's words): for screens that already render with useStaffText.
 */
export function upgradeText(upgrade: NonNullable<StaffPayment['upgrade']>): string {
  const t = useStaffText.t;
  return t('payments.upgrade', {
    plan: upgrade.fromPlan,
    from: t('devices', { count: upgrade.fromDevices }),
    to: t('devices', { count: upgrade.toDevices }),
    credit: formatPrice(upgrade.credit),
  });
}

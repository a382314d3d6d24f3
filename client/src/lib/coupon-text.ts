import type { CouponValue } from '@nimbus/shared/coupons';
import { formatPrice, fromCents } from '@nimbus/shared/money';
import { useCommonText } from '../i18n/en/common.ts';

/** "20% off", "$5.00 off" (shared couponLabel's words) in the current language. */
export function discountText(value: CouponValue): string {
  const t = useCommonText.t;
  return value.kind === 'percent'
    ? t('discount.percentOff', { percent: value.percent })
    : t('discount.amountOff', { amount: formatPrice(fromCents(value.amountCents)) });
}

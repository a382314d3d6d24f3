import type { FormErrors } from '@mantine/form';
import { couponInput, couponMessages, type CouponInput, type CouponRow } from '@nimbus/shared/coupons';
import { tm } from '../../i18n/messages.ts';

/** The coupon form as its inputs hold it; `toCouponInput` turns it into what `couponInput` checks. */
export type CouponFormValues = {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  /** `datetime-local` text in the admin's own time zone, or empty. */
  validFrom: string;
  validUntil: string;
  maxUses: string;
  oncePerCustomer: boolean;
  newCustomersOnly: boolean;
  planIds: string[];
  active: boolean;
};

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  oncePerCustomer: false,
  newCustomersOnly: false,
  planIds: [],
  active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');
/** A date as a `datetime-local` input shows it, in the browser's time zone. */
export function localInput(date: Date | null): string {
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function valuesOf(coupon: CouponRow): CouponFormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.percent ?? '') : (coupon.amount ?? ''),
    validFrom: localInput(coupon.validFrom),
    validUntil: localInput(coupon.validUntil),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    oncePerCustomer: coupon.oncePerCustomer,
    newCustomersOnly: coupon.newCustomersOnly,
    planIds: coupon.planIds.map(String),
    active: coupon.active,
  };
}

const dateOf = (text: string) => (text ? new Date(text) : null);

export function toCouponInput(values: CouponFormValues): CouponInput {
  const maxUses = values.maxUses.trim();
  return {
    code: values.code,
    kind: values.kind,
    value: values.value,
    validFrom: dateOf(values.validFrom),
    validUntil: dateOf(values.validUntil),
    // Not a whole number: NaN, which the schema refuses with its message.
    maxUses: maxUses === '' ? null : /^\d+$/.test(maxUses) ? Number(maxUses) : Number.NaN,
    oncePerCustomer: values.oncePerCustomer,
    newCustomersOnly: values.newCustomersOnly,
    planIds: values.planIds.map(Number),
    active: values.active,
  };
}

/** The shared schema's messages, on the form's fields, in the current language. */
export function validateCoupon(values: CouponFormValues): FormErrors {
  const result = couponInput.safeParse(toCouponInput(values));
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'code');
    errors[field] ??= tm(field === 'maxUses' ? couponMessages.maxUsesRange : issue.message);
  }
  return errors;
}

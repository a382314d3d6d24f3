import { describe, expect, it } from 'vitest';
import { applyCoupon, couponInput, couponMessages } from '../src/coupons.ts';

describe('coupon math on cents', () => {
  it('takes a percentage off, rounding half a cent up in the customer’s favour', () => {
    expect(applyCoupon(1999, { kind: 'percent', percent: 10 })).toEqual({ discountCents: 200, dueCents: 1799 });
    expect(applyCoupon(1995, { kind: 'percent', percent: 10 })).toEqual({ discountCents: 200, dueCents: 1795 }); // 199.5 -> 200
    expect(applyCoupon(1994, { kind: 'percent', percent: 10 })).toEqual({ discountCents: 199, dueCents: 1795 }); // 199.4 -> 199
    expect(applyCoupon(1, { kind: 'percent', percent: 33 })).toEqual({ discountCents: 0, dueCents: 1 });
  });

  it('a 100 % coupon leaves nothing to pay', () => {
    expect(applyCoupon(2450, { kind: 'percent', percent: 100 })).toEqual({ discountCents: 2450, dueCents: 0 });
  });

  it('a fixed amount never takes the price below zero', () => {
    expect(applyCoupon(1999, { kind: 'fixed', amountCents: 500 })).toEqual({ discountCents: 500, dueCents: 1499 });
    expect(applyCoupon(999, { kind: 'fixed', amountCents: 5000 })).toEqual({ discountCents: 999, dueCents: 0 });
    expect(applyCoupon(0, { kind: 'fixed', amountCents: 500 })).toEqual({ discountCents: 0, dueCents: 0 });
  });

  it('chains after another reduction: coupon(reduced price)', () => {
    const reduced = 1234; // e.g. a pro-rated upgrade's amount due
    expect(applyCoupon(reduced, { kind: 'percent', percent: 50 }).dueCents).toBe(617);
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => applyCoupon(12.5, { kind: 'percent', percent: 10 })).toThrow();
    expect(() => applyCoupon(-1, { kind: 'percent', percent: 10 })).toThrow();
  });
});

describe('the coupon form', () => {
  const base = { code: ' spring-10 ', kind: 'percent', value: '10' } as const;

  it('normalises the code to upper case and applies defaults', () => {
    expect(couponInput.parse(base)).toMatchObject({ code: 'SPRING-10', maxUses: null, planIds: [], active: true, oncePerCustomer: false });
  });

  it('says what is wrong with each field', () => {
    const message = (input: object) => couponInput.safeParse({ ...base, ...input }).error?.issues[0]?.message;
    expect(message({ code: 'a b' })).toBe(couponMessages.codeFormat);
    expect(message({ value: '0' })).toBe(couponMessages.percentRange);
    expect(message({ value: '101' })).toBe(couponMessages.percentRange);
    expect(message({ value: '12.5' })).toBe(couponMessages.percentRange);
    expect(message({ kind: 'fixed', value: 'abc' })).toBe(couponMessages.amountInvalid);
    expect(message({ kind: 'fixed', value: '0.00' })).toBe(couponMessages.amountPositive);
    expect(message({ maxUses: 0 })).toBe(couponMessages.maxUsesRange);
    expect(message({ validFrom: new Date('2026-02-01'), validUntil: new Date('2026-01-01') })).toBe(couponMessages.untilBeforeFrom);
  });
});

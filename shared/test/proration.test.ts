import { describe, expect, it } from 'vitest';
import { creditLine, prorate, remainingDays } from '../src/proration.ts';

const DAY = 24 * 60 * 60 * 1000;
const end = new Date('2026-12-31T12:00:00Z');
const at = (daysBeforeEnd: number) => new Date(end.getTime() - daysBeforeEnd * DAY);
const basic = { priceCents: 1000, durationDays: 30 };
const family = { priceCents: 1800, durationDays: 30 };
const quarter = { priceCents: 2500, durationDays: 90 };

describe('pro-rated upgrade', () => {
  it('counts a day begun as a day left, and nothing at the expiry instant', () => {
    expect(remainingDays(end, at(17))).toBe(17);
    expect(remainingDays(end, new Date(at(17).getTime() - 1))).toBe(18);
    expect(remainingDays(end, new Date(end.getTime() - 1))).toBe(1);
    expect(remainingDays(end, end)).toBe(0);
    expect(remainingDays(end, new Date(end.getTime() + DAY))).toBe(0);
  });

  it('same period: the end date is kept and the difference is paid for the days left', () => {
    const quote = prorate({ ...basic, endDate: end }, family, at(17));
    // 18.00 × 17/30 = 10.20; 10.00 × 17/30 = 5.666… → 5.67.
    expect(quote).toEqual({ remainingDays: 17, chargeCents: 1020, creditCents: 567, dueCents: 453, keepsEndDate: true, endDate: end });
    expect(creditLine(quote)).toBe('Upgrade credit for 17 remaining days: -$5.67');
  });

  it('first day: the whole period is credited and charged', () => {
    const quote = prorate({ ...basic, endDate: end }, family, at(29.99));
    expect(quote).toMatchObject({ remainingDays: 30, chargeCents: 1800, creditCents: 1000, dueCents: 800, keepsEndDate: true });
  });

  it('last day: one day of each', () => {
    const quote = prorate({ ...basic, endDate: end }, family, at(0.5));
    // 1800/30 = 60; 1000/30 = 33.33 → 33.
    expect(quote).toMatchObject({ remainingDays: 1, chargeCents: 60, creditCents: 33, dueCents: 27, keepsEndDate: true });
    expect(creditLine(quote)).toBe('Upgrade credit for 1 remaining day: -$0.33');
  });

  it('at the expiry instant a new term is bought at the full price, with no credit', () => {
    const quote = prorate({ ...basic, endDate: end }, family, end);
    expect(quote).toEqual({
      remainingDays: 0,
      chargeCents: 1800,
      creditCents: 0,
      dueCents: 1800,
      keepsEndDate: false,
      endDate: new Date(end.getTime() + 30 * DAY),
    });
  });

  it('a longer period starts a new term now, less the current plan for the days left', () => {
    const now = at(17);
    const quote = prorate({ ...basic, endDate: end }, quarter, now);
    expect(quote).toEqual({
      remainingDays: 17,
      chargeCents: 2500,
      creditCents: 567,
      dueCents: 1933,
      keepsEndDate: false,
      endDate: new Date(now.getTime() + 90 * DAY),
    });
  });

  it('equal price: nothing is due', () => {
    expect(prorate({ ...basic, endDate: end }, { ...basic }, at(10))).toMatchObject({ chargeCents: 333, creditCents: 333, dueCents: 0 });
  });

  it('a credit larger than the charge (days renewed ahead) is capped: nothing is refunded', () => {
    const quote = prorate({ priceCents: 2000, durationDays: 30, endDate: end }, { priceCents: 2100, durationDays: 60 }, at(40));
    expect(quote).toMatchObject({ remainingDays: 40, creditCents: 2100, dueCents: 0 });
  });

  it('rounds half a cent up', () => {
    // 1 day of 15 cents over 30 days: 0.5 → 1; of 45 cents: 1.5 → 2.
    expect(prorate({ priceCents: 15, durationDays: 30, endDate: end }, { priceCents: 45, durationDays: 30 }, at(1))).toMatchObject({
      chargeCents: 2,
      creditCents: 1,
      dueCents: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fillMessage } from '../src/message-text.ts';
import { renewalChoice, renewedTerm, type RenewalSubscription } from '../src/renewal.ts';
import { subscriptionMessages } from '../src/subscriptions.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

const monthly = { id: 1, price: '20.00', status: 'Active' as const };
const cheaper = { id: 2, price: '10.00', status: 'Active' as const };
const samePrice = { id: 4, price: '20.00', status: 'Active' as const };
const dearer = { id: 3, price: '35.00', status: 'Active' as const };

function subscription(overrides: Partial<RenewalSubscription>): RenewalSubscription {
  return { status: 'Active', endDate: days(30), plan: { id: monthly.id, price: monthly.price }, paymentWaiting: false, ...overrides };
}

describe('renewalChoice: who may pay for which plan', () => {
  it('lets a customer without a subscription buy any plan on sale', () => {
    expect(renewalChoice(null, monthly, NOW)).toEqual({ allowed: true, kind: 'new', startsFrom: 'activation' });
  });

  it('renews an Active subscription in its last 14 days from its current end date', () => {
    expect(renewalChoice(subscription({ endDate: days(14) }), monthly, NOW)).toEqual({ allowed: true, kind: 'renew', startsFrom: 'endDate' });
    expect(renewalChoice(subscription({ endDate: days(1) }), monthly, NOW)).toMatchObject({ allowed: true, kind: 'renew' });
  });

  it('renews an Active subscription whose end passed before the expiry job ran', () => {
    expect(renewalChoice(subscription({ endDate: days(-1) }), monthly, NOW)).toMatchObject({ allowed: true, kind: 'renew' });
  });

  it('refuses to renew an Active subscription earlier, saying from which day it can', () => {
    const choice = renewalChoice(subscription({ endDate: days(15) }), monthly, NOW);
    expect(choice).toMatchObject({ allowed: false, reason: 'tooEarly', opensOn: days(1) });
    expect(choice.allowed || choice.message).toBe(fillMessage(subscriptionMessages.renewTooEarly, { opensOn: 'Mar 2, 2026', endsOn: 'Mar 16, 2026' }));
    expect(choice.allowed || choice.message).toMatch(/^Your subscription is active until Mar 16, 2026\. You can renew it from Mar 2, 2026/);
  });

  it("refuses a Pending subscription whose payment is being verified, with the specification's message", () => {
    const choice = renewalChoice(subscription({ status: 'Pending', endDate: null, paymentWaiting: true }), monthly, NOW);
    expect(choice).toEqual({ allowed: false, reason: 'pending', message: subscriptionMessages.renewRefused });
    expect(renewalChoice(subscription({ status: 'Pending', endDate: null, paymentWaiting: true }), dearer, NOW)).toMatchObject({ reason: 'pending' });
  });

  it('takes a new receipt for a Pending subscription whose payment was rejected', () => {
    const rejected = subscription({ status: 'Pending', endDate: null, paymentWaiting: false });
    expect(renewalChoice(rejected, monthly, NOW)).toEqual({ allowed: true, kind: 'retry', startsFrom: 'activation' });
    expect(renewalChoice(rejected, cheaper, NOW)).toEqual({ allowed: true, kind: 'change', startsFrom: 'activation' });
  });

  it('refuses a second renewal while the first one is being verified', () => {
    expect(renewalChoice(subscription({ endDate: days(3), paymentWaiting: true }), monthly, NOW)).toEqual({
      allowed: false,
      reason: 'paymentWaiting',
      message: subscriptionMessages.renewalWaiting,
    });
  });

  it('renews an Expired subscription from activation, onto the same plan or another', () => {
    const expired = subscription({ status: 'Expired', endDate: days(-10) });
    expect(renewalChoice(expired, monthly, NOW)).toEqual({ allowed: true, kind: 'renew', startsFrom: 'activation' });
    expect(renewalChoice(expired, cheaper, NOW)).toEqual({ allowed: true, kind: 'change', startsFrom: 'activation' });
  });

  it('refuses a retired plan whatever the subscription', () => {
    const retired = { ...monthly, status: 'Inactive' as const };
    for (const current of [null, subscription({ endDate: days(3) }), subscription({ status: 'Expired', endDate: days(-3) })]) {
      expect(renewalChoice(current, retired, NOW)).toEqual({ allowed: false, reason: 'planRetired', message: subscriptionMessages.planRetired });
    }
  });

  it('calls a dearer plan an upgrade of an Active subscription, at any time of its term', () => {
    expect(renewalChoice(subscription({}), dearer, NOW)).toEqual({ allowed: true, kind: 'upgrade', startsFrom: 'activation' });
    expect(renewalChoice(subscription({ endDate: days(2) }), dearer, NOW)).toMatchObject({ allowed: true, kind: 'upgrade' });
  });

  it('does not call a dearer plan with fewer devices or a shorter period an upgrade', () => {
    const current = subscription({ endDate: days(30), plan: { id: monthly.id, price: monthly.price, devices: 2, durationDays: 30 } });
    expect(renewalChoice(current, { ...dearer, devices: 3, durationDays: 30 }, NOW)).toMatchObject({ kind: 'upgrade' });
    expect(renewalChoice(current, { ...dearer, devices: 2, durationDays: 90 }, NOW)).toMatchObject({ kind: 'upgrade' });
    expect(renewalChoice(current, { ...dearer, devices: 1, durationDays: 90 }, NOW)).toMatchObject({ allowed: false, reason: 'notAnUpgrade' });
    expect(renewalChoice(current, { ...dearer, devices: 4, durationDays: 7 }, NOW)).toMatchObject({ allowed: false, reason: 'notAnUpgrade' });
  });

  it('takes a cheaper or equally priced plan only as the renewal (a downgrade at renewal), saying when it can be chosen', () => {
    for (const plan of [cheaper, samePrice]) {
      const choice = renewalChoice(subscription({ endDate: days(20) }), plan, NOW);
      expect(choice).toEqual({
        allowed: false,
        reason: 'notAnUpgrade',
        message: fillMessage(subscriptionMessages.notAnUpgrade, { opensOn: 'Mar 7, 2026', endsOn: 'Mar 21, 2026' }),
        opensOn: days(6),
      });
      expect(renewalChoice(subscription({ endDate: days(5) }), plan, NOW)).toEqual({ allowed: true, kind: 'downgrade', startsFrom: 'endDate' });
    }
  });
});

describe('renewedTerm: the dates a payment buys', () => {
  it('extends an Active subscription from its current end date', () => {
    const current = { status: 'Active' as const, startDate: days(-20), endDate: days(10) };
    expect(renewedTerm(current, 30, NOW)).toEqual({ startDate: days(-20), endDate: days(40) });
  });

  it('starts now for a Pending or Expired subscription, or an Active one already past its end', () => {
    expect(renewedTerm({ status: 'Pending', startDate: null, endDate: null }, 30, NOW)).toEqual({ startDate: NOW, endDate: days(30) });
    expect(renewedTerm({ status: 'Expired', startDate: days(-40), endDate: days(-10) }, 30, NOW)).toEqual({ startDate: NOW, endDate: days(30) });
    expect(renewedTerm({ status: 'Active', startDate: days(-40), endDate: days(-1) }, 7, NOW)).toEqual({ startDate: NOW, endDate: days(7) });
  });
});

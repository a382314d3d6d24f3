import { describe, expect, it } from 'vitest';
import { renewalFor, type MySubscription } from './renewal.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

function mine(overrides: Partial<MySubscription>): MySubscription {
  return {
    id: 7,
    plan: { id: 1, name: 'Monthly', price: '14.99' },
    name: 'Monthly',
    devices: 1,
    startDate: days(-20),
    endDate: days(10),
    status: 'Active',
    userName: 'tv',
    password: 'secret',
    provisioning: null,
    trialHours: null,
    playlistUrl: null,
    line: null,
    planStatus: 'Active',
    planDevices: 1,
    lastPayment: null,
    ...overrides,
  };
}

const payment = (status: 'Pending' | 'Failed' | 'Completed') => ({
  id: 3,
  paymentDate: days(-1),
  amount: '14.99',
  paymentMethod: 'crypto' as const,
  reference: 'NT-7K4Q9',
  invoiceNumber: null,
  status,
  planName: 'Monthly',
  rejectReason: status === 'Failed' ? 'Unreadable' : null,
  planId: 1,
  devices: 1,
  upgrade: false,
});

describe('the dashboard asks the shared renewal rule', () => {
  it('offers renewing its own plan in the last 14 days, from the end date', () => {
    expect(renewalFor(mine({}), undefined, NOW)).toEqual({ allowed: true, kind: 'renew', startsFrom: 'endDate' });
  });

  it('reads a payment waiting for staff from the latest payment', () => {
    expect(renewalFor(mine({ lastPayment: payment('Pending') }), undefined, NOW)).toMatchObject({ allowed: false, reason: 'paymentWaiting' });
    expect(renewalFor(mine({ status: 'Pending', lastPayment: payment('Pending') }), undefined, NOW)).toMatchObject({ reason: 'pending' });
    expect(renewalFor(mine({ status: 'Pending', lastPayment: payment('Failed') }), undefined, NOW)).toMatchObject({ allowed: true, kind: 'retry' });
  });

  it('offers a plan with more devices as an upgrade, and one with fewer only at renewal', () => {
    const bigger = { id: 2, price: '24.99', devices: 3, durationDays: 30 };
    const smaller = { id: 3, price: '9.99', devices: 1, durationDays: 30 };
    expect(renewalFor(mine({ devices: 2, endDate: days(20) }), bigger, NOW)).toMatchObject({ allowed: true, kind: 'upgrade' });
    expect(renewalFor(mine({ devices: 2, endDate: days(20) }), smaller, NOW)).toMatchObject({ allowed: false, reason: 'notAnUpgrade' });
    expect(renewalFor(mine({ devices: 2, endDate: days(10) }), smaller, NOW)).toMatchObject({ allowed: true, kind: 'downgrade' });
    // A dearer plan with fewer devices is no upgrade.
    expect(renewalFor(mine({ devices: 4, endDate: days(20) }), bigger, NOW)).toMatchObject({ allowed: false, reason: 'notAnUpgrade' });
  });

  it("refuses the subscription's own plan once it is retired", () => {
    expect(renewalFor(mine({ status: 'Expired', planStatus: 'Inactive' }), undefined, NOW)).toMatchObject({ reason: 'planRetired' });
  });

  it('takes a chosen plan from the public list as on sale', () => {
    expect(renewalFor(null, { id: 2, price: '39.99' }, NOW)).toEqual({ allowed: true, kind: 'new', startsFrom: 'activation' });
    expect(renewalFor(mine({}), { id: 2, price: '39.99' }, NOW)).toMatchObject({ allowed: true, kind: 'upgrade' });
  });
});

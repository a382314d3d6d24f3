import type { PublicPlan } from '@nimbus/shared/plans';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, resolveChoice } from './chosen-option.ts';

const monthly: PublicPlan = {
  name: 'Monthly',
  features: ['Live TV'],
  channels: 20000,
  duration: 30,
  options: [
    { id: 1, devices: 1, price: '14.99' },
    { id: 2, devices: 2, price: '24.99' },
  ],
};

describe('the plan chosen in the URL', () => {
  it('finds the option of that plan for that many devices, whatever the name case', () => {
    expect(resolveChoice([monthly], { plan: 'Monthly', devices: 2 })).toEqual({ plan: monthly, option: monthly.options[1] });
    expect(resolveChoice([monthly], { plan: ' monthly ', devices: 1 })?.option.id).toBe(1);
  });

  it('is no choice when the plan, the device count or either parameter is missing', () => {
    expect(resolveChoice([monthly], { plan: 'Yearly', devices: 1 })).toBeNull();
    expect(resolveChoice([monthly], { plan: 'Monthly', devices: 4 })).toBeNull();
    expect(resolveChoice([monthly], { plan: 'Monthly' })).toBeNull();
    expect(resolveChoice([monthly], {})).toBeNull();
  });
});

describe('idempotency keys', () => {
  it('are 32 hex characters and differ each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

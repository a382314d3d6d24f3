import { describe, expect, it } from 'vitest';
import { dashboardPath, hasRole, landingAfterAuth } from './landing.ts';
import { planSearch } from './plan-search.ts';

describe('dashboard link', () => {
  it('sends each role to its own area and a visitor to login', () => {
    expect(dashboardPath('ADMIN')).toBe('/admin/overview');
    expect(dashboardPath('AGENT')).toBe('/agent');
    expect(dashboardPath('USER')).toBe('/user');
    expect(dashboardPath(null)).toBe('/login');
  });
});

describe('landing after login or registration', () => {
  it('sends a customer who chose a plan on to pay for it', () => {
    expect(landingAfterAuth('USER', { plan: 'Monthly', devices: 2 })).toEqual({
      to: '/payment',
      search: { plan: 'Monthly', devices: 2 },
    });
  });

  it('sends a customer without a plan to their area', () => {
    expect(landingAfterAuth('USER', {})).toEqual({ to: '/user' });
    expect(landingAfterAuth('USER', { plan: 'Monthly' })).toEqual({ to: '/user' });
  });

  it('sends staff to their areas even when a plan was chosen, and unknown roles home', () => {
    expect(landingAfterAuth('ADMIN', { plan: 'Monthly', devices: 1 })).toEqual({ to: '/admin' });
    expect(landingAfterAuth('AGENT', {})).toEqual({ to: '/agent' });
    expect(landingAfterAuth('GUEST', {})).toEqual({ to: '/' });
  });
});

describe('role guard rule', () => {
  it('lets in only a user whose role is allowed', () => {
    expect(hasRole('ADMIN', ['ADMIN'])).toBe(true);
    expect(hasRole('USER', ['ADMIN'])).toBe(false);
    expect(hasRole(undefined, ['USER', 'ADMIN', 'AGENT'])).toBe(false);
  });
});

describe('plan search params', () => {
  it('keeps a well-formed plan and drops malformed values instead of failing', () => {
    expect(planSearch({ plan: 'Monthly', devices: '2' })).toEqual({ plan: 'Monthly', devices: 2 });
    expect(planSearch({ plan: '', devices: 9 })).toEqual({ plan: undefined, devices: undefined });
    expect(planSearch({})).toEqual({});
  });
});

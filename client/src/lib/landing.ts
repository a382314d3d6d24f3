import type { Role } from '@nimbus/shared/enums';
import type { PlanSearch } from './plan-search.ts';

// Where people go (specification sections 2 and 4). Pure functions, unit-tested.

/** The header's Dashboard link. */
export function dashboardPath(role: Role | null | undefined): '/admin/overview' | '/agent' | '/user' | '/login' {
  if (!role) return '/login';
  if (role === 'ADMIN') return '/admin/overview';
  if (role === 'AGENT') return '/agent';
  return '/user';
}

export type Landing = { to: '/payment'; search: { plan: string; devices: number } } | { to: '/user' | '/admin' | '/agent' | '/' };

/** After login or registration: a customer who chose a plan goes on to pay for it. */
export function landingAfterAuth(role: Role | string, chosen: PlanSearch): Landing {
  switch (role) {
    case 'USER':
      return chosen.plan && chosen.devices ? { to: '/payment', search: { plan: chosen.plan, devices: chosen.devices } } : { to: '/user' };
    case 'ADMIN':
      return { to: '/admin' };
    case 'AGENT':
      return { to: '/agent' };
    default:
      return { to: '/' };
  }
}

/** The role guard's rule: a user whose role is among the allowed ones. */
export function hasRole(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  return role != null && allowed.includes(role);
}

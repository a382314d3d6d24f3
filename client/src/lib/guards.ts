import type { Role } from '@nimbus/shared/enums';
import { redirect } from '@tanstack/react-router';
import { hasRole } from './landing.ts';
import type { SessionStore } from './session.ts';

/** The role guard of a layout route's beforeLoad: no user or another role goes to /forbidden. */
export function requireRole(session: SessionStore, allowed: readonly Role[]): void {
  if (!hasRole(session.current()?.user.role, allowed)) throw redirect({ to: '/forbidden' });
}

import type { Role } from '@nimbus/shared/enums';
import { redirect } from '@tanstack/react-router';
import { hasRole } from './landing.ts';
import type { RouterContext } from './router-context.ts';
import type { SessionStore } from './session.ts';

/** The role guard of a layout route's beforeLoad: no user or another role goes to /forbidden. */
export function requireRole(session: SessionStore, allowed: readonly Role[]): void {
  if (!hasRole(session.current()?.user.role, allowed)) throw redirect({ to: '/forbidden' });
}

/**
 * The admin area's second guard: an ADMIN whom the owner requires to use two-factor
 * authentication, and who has not set it up, reaches only the Security screen (the server
 * refuses everything else anyway). Returns whether the admin is held there.
 */
export async function holdForEnrolment(context: RouterContext, pathname: string): Promise<boolean> {
  let held: boolean;
  try {
    const status = await context.trpcUtils.auth.twoFactor.status.fetch();
    held = status.required && !status.enabled;
  } catch {
    // No answer: let the screen load and show its own error rather than block the area.
    return false;
  }
  if (held && pathname !== '/admin/security') throw redirect({ to: '/admin/security' });
  return held;
}

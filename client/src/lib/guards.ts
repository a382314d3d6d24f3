import type { Role } from '@nimbus/shared/enums';
import { redirect } from '@tanstack/react-router';
import { hasRole } from './landing.ts';
import { returnSearch } from './return-path.ts';
import type { RouterContext } from './router-context.ts';
import type { SessionStore } from './session.ts';

/**
 * The role guard of a layout route's beforeLoad. Nobody signed in: log in first and come back
 * to this very page (an e-mail's "Open your dashboard" link); signed in with another role:
 * /forbidden, as logging in again would not help.
 */
export function requireRole(session: SessionStore, allowed: readonly Role[], location: { href: string }): void {
  const role = session.current()?.user.role;
  if (role == null) throw redirect({ to: '/login', search: returnSearch({ redirect: location.href }) });
  if (!hasRole(role, allowed)) throw redirect({ to: '/forbidden' });
}

/**
 * The admin area's second guard: an ADMIN whom the owner requires to use two-factor
 * authentication, and who has not set it up, reaches only the Security screen (the server
 * refuses everything else anyway). Returns whether the admin is held there.
 */
export async function holdForEnrolment(context: RouterContext, pathname: string): Promise<boolean> {
  let held: boolean;
  try {
    const status = await context.queryClient.fetchQuery(context.trpc.auth.twoFactor.status.queryOptions());
    held = status.required && !status.enabled;
  } catch {
    // No answer: let the screen load and show its own error rather than block the area.
    return false;
  }
  if (held && pathname !== '/admin/security') throw redirect({ to: '/admin/security' });
  return held;
}

import type { Language } from '@nimbus/shared/i18n';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { userMessages, type Profile, type ProfileValues } from '@nimbus/shared/users';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { TokenSubject } from '../auth/tokens.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import type { AuthUser } from '../trpc/context.ts';
import { clearLoginFailures, startLoginAttempt } from './login-throttle.ts';
import { me } from './users.ts';

// The signed-in user's own account: always the token's user, never an id from the request.

/** The profile fields a customer gives at registration and may change later, as user columns. */
export function profileColumns(input: ProfileValues) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    countryCode: input.countryCode,
    phoneNumber: input.phoneNumber,
    company: input.company,
    streetAddress: input.streetAddress,
    streetAddress2: input.streetAddress2,
    city: input.city,
    state: input.state,
    postcode: input.postcode,
    country: input.country,
    deviceType: input.deviceType,
  };
}

export async function updateProfile(deps: Deps, actor: AuthUser, input: ProfileValues): Promise<Profile> {
  await deps.db.update(users).set(profileColumns(input)).where(eq(users.id, actor.id));
  deps.changes.changed({ kind: 'user', userId: actor.id });
  return me(deps.db, actor);
}

/** The language the account reads the shop in from now on (ADR 046). */
export async function setLanguage(deps: Deps, actor: AuthUser, language: Language): Promise<{ language: Language }> {
  await deps.db.update(users).set({ language }).where(eq(users.id, actor.id));
  deps.changes.changed({ kind: 'user', userId: actor.id });
  return { language };
}

/**
 * A new password ends every session (the token version moves on); the router starts a new one
 * for the caller, so this device continues.
 */
export async function changePassword(deps: Deps, actor: AuthUser, input: { currentPassword: string; newPassword: string }): Promise<TokenSubject> {
  assertPasswordAllowed(input.newPassword);
  // The same per-account count as login: with a stolen session this check is a password oracle.
  await startLoginAttempt(deps, actor.email);
  const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: userMessages.currentPasswordIncorrect });
  }
  await clearLoginFailures(deps, actor.email);
  const [updated] = await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, actor.id))
    .returning({ id: users.id, role: users.role, tokenVersion: users.tokenVersion });
  deps.changes.changed({ kind: 'user', userId: actor.id });
  return updated!;
}

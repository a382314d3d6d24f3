import type { Language } from '@nimbus/shared/i18n';
import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { authMessages, type LoginValues, type RegisterInput, type SessionUser } from '@nimbus/shared/auth';
import { TWO_FACTOR_REASONS, twoFactorMessages } from '@nimbus/shared/two-factor';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { users } from '../db/schema/index.ts';
import type { TokenSubject } from '../auth/tokens.ts';
import type { Deps } from '../lib/deps.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import { reasonedError } from '../trpc/errors.ts';
import { profileColumns } from './account.ts';
import { clearLoginFailures, startLoginAttempt } from './login-throttle.ts';
import { notify, welcomeNotification } from './notifications.ts';
import { emitWebhooks } from './webhooks/emit.ts';
import { getSettings } from './settings.ts';
import { checkLoginCode } from './two-factor.ts';

/** Who just proved their identity; the router hands them a session (auth/session-cookies.ts). */
export type SignedIn = { user: SessionUser; subject: TokenSubject };

type ParsedRegister = Required<Omit<RegisterInput, 'confirmPassword'>> & { confirmPassword: string };

const sessionColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  language: users.language,
  status: users.status,
  tokenVersion: users.tokenVersion,
  passwordHash: users.passwordHash,
  deletedAt: users.deletedAt,
};

type SessionRow = { id: number; email: string; firstName: string; lastName: string; role: SessionUser['role']; language: Language; tokenVersion: number };

function signedIn(row: SessionRow): SignedIn {
  return { user: toSessionUser(row), subject: { id: row.id, role: row.role, tokenVersion: row.tokenVersion } };
}

function toSessionUser(row: Omit<SessionRow, 'tokenVersion'>): SessionUser {
  return { id: row.id, email: row.email, name: `${row.firstName} ${row.lastName}`.trim(), role: row.role, language: row.language };
}

/** Registration always creates a USER; staff accounts come from the seed or an admin. */
export async function register(deps: Deps, input: ParsedRegister): Promise<SignedIn> {
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    // The welcome notification commits with the account or not at all.
    const user = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          role: 'USER',
          ...profileColumns(input),
        })
        .returning(sessionColumns);
      await notify(tx, row!.id, welcomeNotification((await getSettings(tx)).brandName));
      await emitWebhooks(tx, deps.now(), [{ type: 'user.registered', data: { userId: row!.id, email: row!.email } }]);
      return row!;
    });
    return signedIn(user);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new TRPCError({ code: 'CONFLICT', message: authMessages.registerFailed });
    }
    throw error;
  }
}

export async function login(deps: Deps, input: LoginValues): Promise<SignedIn> {
  await startLoginAttempt(deps, input.email);
  const [row] = await deps.db
    .select(sessionColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  const valid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !valid || row.deletedAt) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: authMessages.invalidCredentials });
  }
  if (row.status === 'Suspend') {
    throw new TRPCError({ code: 'FORBIDDEN', message: authMessages.suspended });
  }
  // The second factor, only after the right password. The reason tells the client to ask for
  // the code (the form's second step; REST answers 401 "Two-factor code required").
  const secondFactor = await checkLoginCode(deps, row.id, input.totpCode);
  if (secondFactor === 'missing') {
    throw reasonedError('UNAUTHORIZED', TWO_FACTOR_REASONS.required, twoFactorMessages.codeRequired);
  }
  if (secondFactor === 'invalid') {
    // The attempt was counted before the password check and is not cleared: a wrong code is a
    // failed attempt, as a wrong password is.
    throw reasonedError('UNAUTHORIZED', TWO_FACTOR_REASONS.invalid, twoFactorMessages.codeInvalid);
  }
  // Only a complete sign-in ends the run of failures: a right password alone does not.
  await clearLoginFailures(deps, input.email);
  return signedIn(row);
}

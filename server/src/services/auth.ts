import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { authMessages, type LoginInput, type RegisterInput, type SessionUser } from '@nimbus/shared/auth';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/password.ts';
import { assertPasswordAllowed } from '../auth/password-policy.ts';
import { users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import { profileColumns } from './account.ts';
import { notify, welcomeNotification } from './notifications.ts';
import { getSettings } from './settings.ts';

export type Session = { token: string; user: SessionUser };

type ParsedRegister = Required<Omit<RegisterInput, 'confirmPassword'>> & { confirmPassword: string };

const sessionColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  tokenVersion: users.tokenVersion,
  passwordHash: users.passwordHash,
  deletedAt: users.deletedAt,
};

function toSessionUser(row: { id: number; email: string; firstName: string; lastName: string; role: SessionUser['role'] }): SessionUser {
  return { id: row.id, email: row.email, name: `${row.firstName} ${row.lastName}`.trim(), role: row.role };
}

/** Registration always creates a USER; staff accounts come from the seed or an admin. */
export async function register(deps: Deps, input: ParsedRegister): Promise<Session> {
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
      return row!;
    });
    return { token: await deps.tokens.issue(user), user: toSessionUser(user) };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new TRPCError({ code: 'CONFLICT', message: authMessages.registerFailed });
    }
    throw error;
  }
}

export async function login(deps: Deps, input: Required<LoginInput>): Promise<Session> {
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
  return { token: await deps.tokens.issue(row), user: toSessionUser(row) };
}

export async function sessionUserById(deps: Deps, userId: number): Promise<SessionUser> {
  const [row] = await deps.db.select(sessionColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found' });
  return toSessionUser(row);
}

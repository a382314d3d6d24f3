import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role, UserStatus } from '@nimbus/shared/enums';
import { users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';

export type AuthUser = {
  id: number;
  role: Role;
  status: UserStatus;
  email: string;
  name: string;
};

export type Context = Deps & {
  /** The caller, or null when the request has no valid token. */
  user: AuthUser | null;
  /** Whether a token was sent at all: a stale one answers UNAUTHORIZED with the session message. */
  tokenSent: boolean;
  ip: string;
  requestId: string;
};

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Resolves the bearer token to the user as the database has them now: a token whose version
 * is behind the user's (password changed, suspended, deleted) no longer authenticates.
 */
export async function userFromToken(deps: Deps, token: string | null): Promise<AuthUser | null> {
  if (!token) return null;
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  const [row] = await deps.db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || row.deletedAt || row.tokenVersion !== claims.version) return null;
  return {
    id: row.id,
    role: row.role,
    status: row.status,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
  };
}

export async function createContext(deps: Deps, req: FastifyRequest): Promise<Context> {
  const token = bearerToken(req.headers.authorization);
  return {
    ...deps,
    log: req.log,
    user: await userFromToken(deps, token),
    tokenSent: token !== null,
    ip: req.ip,
    requestId: req.id,
  };
}

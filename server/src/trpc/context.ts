import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role, UserStatus } from '@nimbus/shared/enums';
import { sessions, users } from '../db/schema/index.ts';
import type { Deps } from '../lib/deps.ts';
import { liveSessionCondition } from '../services/sessions.ts';

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
  /** The sessions row behind the caller's token (null for tokens minted before sessions). */
  sessionId: number | null;
  /** Whether a token was sent at all: a stale one answers UNAUTHORIZED with the session message. */
  tokenSent: boolean;
  /** A cookie-carried mutation without the CSRF header: refused before any procedure runs as the user. */
  csrfRefused: boolean;
  /**
   * The reply of a tRPC HTTP request: a login delivers its session as cookies on it. Null for
   * the REST adapter (bearer tokens, the legacy answer) and for tests' callers.
   */
  reply: FastifyReply | null;
  ip: string;
  userAgent: string;
  requestId: string;
};

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * Resolves the token to the user as the database has them now: a token whose version is behind
 * the user's (password changed, suspended, deleted, signed out everywhere) or whose session was
 * revoked (logout) no longer authenticates. One indexed read: the user joined to its session.
 */
export async function userFromToken(deps: Deps, token: string | null): Promise<{ user: AuthUser; sessionId: number | null } | null> {
  if (!token) return null;
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  const sessionId = claims.sessionId;
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
      liveSessionId: sessions.id,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.userId, users.id), liveSessionCondition(deps, sessionId ?? -1)))
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || row.deletedAt || row.tokenVersion !== claims.version) return null;
  if (sessionId !== null && row.liveSessionId !== sessionId) return null;
  return {
    sessionId,
    user: {
      id: row.id,
      role: row.role,
      status: row.status,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim(),
    },
  };
}

export async function createContext(deps: Deps, req: FastifyRequest, reply?: FastifyReply): Promise<Context> {
  // A bearer header wins; otherwise the access cookie the session hook checked (and refreshed).
  const bearer = bearerToken(req.headers.authorization);
  const cookieSession = req.cookieSession;
  const token = bearer ?? cookieSession?.accessToken ?? null;
  const resolved = await userFromToken(deps, token);
  return {
    ...deps,
    log: req.log,
    user: resolved?.user ?? null,
    sessionId: resolved?.sessionId ?? null,
    tokenSent: token !== null || (cookieSession?.sent ?? false),
    csrfRefused: bearer === null && (cookieSession?.csrfRefused ?? false),
    reply: reply ?? null,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
    requestId: req.id,
  };
}

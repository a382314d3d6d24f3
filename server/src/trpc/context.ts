import type { Language } from '@nimbus/shared/i18n';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role, UserStatus } from '@nimbus/shared/enums';
import { sessions, users } from '../db/schema/index.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import type { Deps } from '../lib/deps.ts';
import type { IdentityRow } from '../cache/identities.ts';

export type AuthUser = {
  id: number;
  role: Role;
  status: UserStatus;
  email: string;
  name: string;
  language: Language;
};

/** The caller as their token and the database say, once a procedure asks. */
export type Viewer = {
  user: AuthUser;
  /** The sessions row behind the caller's token (null for tokens minted before sessions). */
  sessionId: number | null;
  /** Whether the user has a second factor enrolled (the ADMIN requirement reads it). */
  twoFactorEnabled: boolean;
};

export type Context = Deps & {
  /**
   * The caller, or null when the request has no valid token. Looked up only when a procedure
   * asks (from the identity cache, or one indexed read): a public procedure never does.
   */
  viewer(): Promise<Viewer | null>;
  /** Whether a token was sent at all: a stale one answers UNAUTHORIZED with the session message. */
  tokenSent: boolean;
  /** A cookie-carried mutation without the CSRF header: refused before any procedure runs as the user. */
  csrfRefused: boolean;
  /**
   * The reply of a tRPC HTTP request: a login delivers its session as cookies on it. Null for
   * the REST adapter (bearer tokens, the legacy answer) and for tests' callers.
   */
  reply: FastifyReply | null;
  /** A call of the legacy REST adapter: its answers keep their English texts (issue 16). */
  legacy?: boolean;
  ip: string;
  userAgent: string;
  requestId: string;
};

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

async function identityRow(deps: Deps, userId: number, sessionId: number | null): Promise<IdentityRow | null> {
  const [row] = await deps.db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
      totpEnabledAt: users.totpEnabledAt,
      sessionExpiresAt: sessions.expiresAt,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, sessionId ?? -1), eq(sessions.userId, users.id)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    role: row.role,
    status: row.status,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    language: row.language,
    tokenVersion: row.tokenVersion,
    deleted: row.deletedAt !== null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    session: row.sessionExpiresAt ? { revoked: row.sessionRevokedAt !== null, expiresAt: row.sessionExpiresAt.getTime() } : null,
  };
}

/**
 * Resolves the token to the user as the database has them: a token whose version is behind the
 * user's (password changed, suspended, deleted, signed out everywhere) or whose session was
 * revoked (logout) or has ended no longer authenticates. The row comes from the identity cache
 * (ADR 020), which the events that change it empty; a session the cached row shows as ended is
 * read again, since a refresh may have extended it.
 */
export async function userFromToken(deps: Deps, token: string | null): Promise<Viewer | null> {
  return viewerOf(deps, token ? await deps.tokens.verify(token) : null);
}

async function viewerOf(deps: Deps, claims: TokenClaims | null): Promise<Viewer | null> {
  if (!claims) return null;
  const sessionId = claims.sessionId;
  const load = () => identityRow(deps, claims.userId, sessionId);
  const live = (row: IdentityRow) => row.session !== null && !row.session.revoked && row.session.expiresAt > deps.now().getTime();
  let row = await deps.identities.get(claims.userId, sessionId, load);
  if (row && sessionId !== null && row.session && !row.session.revoked && !live(row)) row = await load();
  if (!row || row.deleted || row.tokenVersion !== claims.version) return null;
  if (sessionId !== null && !live(row)) return null;
  return {
    sessionId,
    twoFactorEnabled: row.twoFactorEnabled,
    user: { id: row.id, role: row.role, status: row.status, email: row.email, name: row.name, language: row.language },
  };
}

export async function createContext(deps: Deps, req: FastifyRequest, reply?: FastifyReply): Promise<Context> {
  // A bearer header wins; otherwise the access cookie the session hook checked (and refreshed).
  const bearer = bearerToken(req.headers.authorization);
  const cookieSession = req.cookieSession;
  const token = bearer ?? cookieSession?.accessToken ?? null;
  // The signature is checked once per request; the user behind it on every ask (a test's caller
  // lives across calls), which the identity cache answers without the database.
  let claims: Promise<TokenClaims | null> | undefined;
  return {
    ...deps,
    // The request's logger, which names the user once they are known (below).
    get log() {
      return req.log;
    },
    viewer: async () => {
      const viewer = await viewerOf(deps, token ? await (claims ??= deps.tokens.verify(token)) : null);
      if (viewer && req.userId === null) {
        // Every line logged for this request from now on, and its access line, say whose it is.
        req.userId = viewer.user.id;
        req.log = req.log.child({ userId: viewer.user.id });
      }
      return viewer;
    },
    tokenSent: token !== null || (cookieSession?.sent ?? false),
    csrfRefused: bearer === null && (cookieSession?.csrfRefused ?? false),
    reply: reply ?? null,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
    requestId: req.id,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who made the request, once a procedure or route asked (above); for the log lines. Decorated in app.ts. */
    userId: number | null;
  }
}

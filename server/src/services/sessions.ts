import { createHash, createHmac, randomBytes } from 'node:crypto';
import { userMessages } from '@nimbus/shared/users';
import { TRPCError } from '@trpc/server';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TokenSubject } from '../auth/tokens.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Deps } from '../lib/deps.ts';

// Sessions (ADR 010). A browser session is a sessions row plus a refresh secret that rotates on
// every use; a REST login is a row without a usable refresh. Access tokens carry the row's id
// (`sid`), so revoking the row ends them at once.
//
// A refresh token reads `<sid>.<token version>.<secret>`. Each successor is an HMAC of its
// predecessor under the server's key: two requests of one tab that rotate the same token at
// once compute the same successor (nothing to race), and a token from earlier in the chain is
// recognised as reuse (theft) rather than as garbage.

/** How long a just-rotated refresh token is still honoured: parallel requests of one tab. */
export const REFRESH_GRACE_MS = 30_000;
/** How far back in a chain a replayed token is still recognised as reuse. */
const CHAIN_LOOKBACK = 20;

export type RequestMeta = { userAgent: string; ip: string };
export type BrowserSession = { sessionId: number; accessToken: string; refreshToken: string };
export type BearerSession = { sessionId: number; token: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

function successor(deps: Deps, token: string): string {
  const [sid, version] = token.split('.');
  const next = createHmac('sha256', deps.sessionKey).update(token).digest('base64url');
  return `${sid}.${version}.${next}`;
}

function parseRefresh(token: string): { sessionId: number; version: number } | null {
  const match = /^(\d{1,12})\.(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? { sessionId: Number(match[1]), version: Number(match[2]) } : null;
}

async function insertSession(deps: Deps, userId: number, meta: RequestMeta, ttlSeconds: number): Promise<number> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(sessions)
    .values({
      userId,
      // Replaced at once for a browser; a REST session never refreshes, so it keeps a random one.
      refreshHash: hashOf(secret()),
      userAgent: meta.userAgent.slice(0, 300),
      ip: meta.ip,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/** A browser login: a session with a refresh token, and its first short access token. */
export async function startBrowserSession(deps: Deps, subject: TokenSubject, meta: RequestMeta): Promise<BrowserSession> {
  const sessionId = await insertSession(deps, subject.id, meta, deps.env.SESSION_TTL_SECONDS);
  const refreshToken = `${sessionId}.${subject.tokenVersion}.${secret()}`;
  await deps.db
    .update(sessions)
    .set({ refreshHash: hashOf(refreshToken) })
    .where(eq(sessions.id, sessionId));
  const accessToken = await deps.tokens.issue(subject, { sessionId, ttlSeconds: deps.env.ACCESS_TTL_SECONDS });
  return { sessionId, accessToken, refreshToken };
}

/** A REST login: a bearer token (legacy answer) that lives as long as its session row. */
export async function startBearerSession(deps: Deps, subject: TokenSubject, meta: RequestMeta): Promise<BearerSession> {
  const sessionId = await insertSession(deps, subject.id, meta, deps.env.TOKEN_TTL_SECONDS);
  return { sessionId, token: await deps.tokens.issue(subject, { sessionId }) };
}

/**
 * Trades a refresh token for a new access token and the next refresh token. Null when the token
 * is unknown, expired or revoked, or its account's token version moved on (password changed,
 * suspended, deleted, signed out everywhere). Replaying a token that was already rotated, after
 * the grace period, revokes the whole session: either the owner or a thief holds a copy.
 */
export async function refreshBrowserSession(deps: Deps, presented: string): Promise<BrowserSession | null> {
  const parsed = parseRefresh(presented);
  if (!parsed) return null;
  const now = deps.now();
  const [row] = await deps.db
    .select({
      refreshHash: sessions.refreshHash,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userId: users.id,
      role: users.role,
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, parsed.sessionId))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt <= now) return null;

  const chain = [presented];
  for (let step = 0; step < CHAIN_LOOKBACK && hashOf(chain.at(-1)!) !== row.refreshHash; step += 1) {
    chain.push(successor(deps, chain.at(-1)!));
  }
  const generationsBehind = hashOf(chain.at(-1)!) === row.refreshHash ? chain.length - 1 : null;
  if (generationsBehind === null) return null;

  if (row.deletedAt || row.tokenVersion !== parsed.version) {
    await revokeSession(deps, parsed.sessionId);
    return null;
  }
  const subject = { id: row.userId, role: row.role, tokenVersion: row.tokenVersion };
  const accessToken = () => deps.tokens.issue(subject, { sessionId: parsed.sessionId, ttlSeconds: deps.env.ACCESS_TTL_SECONDS });

  if (generationsBehind === 0) {
    const refreshToken = successor(deps, presented);
    // Compare-and-set: a parallel request that rotated first computed the same successor.
    await deps.db
      .update(sessions)
      .set({
        refreshHash: hashOf(refreshToken),
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + deps.env.SESSION_TTL_SECONDS * 1000),
      })
      .where(and(eq(sessions.id, parsed.sessionId), eq(sessions.refreshHash, row.refreshHash)));
    return { sessionId: parsed.sessionId, accessToken: await accessToken(), refreshToken };
  }
  if (generationsBehind === 1 && now.getTime() - row.lastUsedAt.getTime() <= REFRESH_GRACE_MS) {
    // The same tab's parallel request, a moment after its sibling rotated: the current token.
    return { sessionId: parsed.sessionId, accessToken: await accessToken(), refreshToken: chain[1]! };
  }
  deps.log.warn({ sessionId: parsed.sessionId, userId: row.userId }, 'rotated refresh token replayed: session revoked');
  await revokeSession(deps, parsed.sessionId);
  return null;
}

/** Logout: the session's access and refresh tokens stop working at once. */
export async function revokeSession(deps: Deps, sessionId: number): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  deps.changes.changed({ kind: 'session', sessionId });
}

/**
 * Sign out everywhere: every session row of the account is revoked and the token version moves
 * on, which also ends tokens minted before sessions existed.
 */
export async function revokeAllSessions(deps: Deps, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await revokeSessionRows(tx, deps.now(), userId);
  });
  deps.changes.changed({ kind: 'user', userId });
}

/** Revokes every session row of the account (after its token version moved on: password change). */
export async function revokeSessionRows(db: DbOrTx, now: Date, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The account's token subject as it is now (after a version bump, for the caller's new session). */
export async function tokenSubject(deps: Deps, userId: number): Promise<TokenSubject> {
  const [row] = await deps.db.select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: userMessages.notFound });
  return row;
}

/** Drops sessions that ended more than a day ago (the day keeps them for a look after an incident). */
export async function pruneSessions(deps: Pick<Deps, 'db'>, now: Date): Promise<{ pruned: number }> {
  const cutoff = new Date(now.getTime() - 24 * 3600 * 1000);
  const gone = await deps.db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ id: sessions.id });
  return { pruned: gone.length };
}

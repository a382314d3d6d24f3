import type { Language } from '@nimbus/shared/i18n';
import type { Role, UserStatus } from '@nimbus/shared/enums';
import type { ChangeFeed } from './change-feed.ts';

/** What a request's authentication needs of the user and of the token's session row. */
export type IdentityRow = {
  id: number;
  role: Role;
  status: UserStatus;
  email: string;
  name: string;
  language: Language;
  tokenVersion: number;
  deleted: boolean;
  twoFactorEnabled: boolean;
  /** The token's session row, when it names one and the row exists for this user. */
  session: { revoked: boolean; expiresAt: number } | null;
};

/**
 * Who a (user, session) pair is, kept a few seconds per instance (ADR 020), so a busy client's
 * every call does not read the same two rows. Suspending, deleting, a password change, signing
 * out and revoking a session drop the entries at once on the instance that did it (the service
 * says so) and on the others when the database's NOTIFY arrives. A read that was under way when
 * such a change came is not kept.
 */
export type IdentityCache = {
  get(userId: number, sessionId: number | null, load: () => Promise<IdentityRow | null>): Promise<IdentityRow | null>;
  size(): number;
};

export const IDENTITY_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

type Entry = { row: IdentityRow; until: number };

export function createIdentityCache(changes: ChangeFeed, ttlMs = IDENTITY_TTL_MS, now: () => number = Date.now): IdentityCache {
  // Per user, then per session (-1: a token without a session): a user's change drops them all.
  const byUser = new Map<number, Map<number, Entry>>();
  const sessionOwner = new Map<number, number>();
  let entries = 0;
  let epoch = 0;

  const dropUser = (userId: number) => {
    const sessions = byUser.get(userId);
    if (!sessions) return;
    entries -= sessions.size;
    for (const sessionId of sessions.keys()) sessionOwner.delete(sessionId);
    byUser.delete(userId);
  };
  const dropSession = (sessionId: number) => {
    const userId = sessionOwner.get(sessionId);
    if (userId === undefined) return;
    sessionOwner.delete(sessionId);
    const sessions = byUser.get(userId);
    if (sessions?.delete(sessionId)) entries -= 1;
    if (sessions?.size === 0) byUser.delete(userId);
  };
  const clear = () => {
    byUser.clear();
    sessionOwner.clear();
    entries = 0;
  };

  changes.subscribe((change) => {
    if (change.kind !== 'user' && change.kind !== 'session' && change.kind !== 'all') return;
    epoch += 1;
    if (change.kind === 'user') dropUser(change.userId);
    else if (change.kind === 'session') dropSession(change.sessionId);
    else clear();
  });

  return {
    async get(userId, sessionId, load) {
      const key = sessionId ?? -1;
      const hit = byUser.get(userId)?.get(key);
      if (hit && hit.until > now()) return hit.row;
      const started = epoch;
      const row = await load();
      // Only a found user is kept: a token for a missing one is rare, and always refused.
      if (!row || started !== epoch) return row;
      // A bounded memory, not an LRU: past the cap the whole map starts again (a few seconds of misses).
      if (entries >= MAX_ENTRIES) clear();
      let sessions = byUser.get(userId);
      if (!sessions) byUser.set(userId, (sessions = new Map()));
      if (!sessions.has(key)) entries += 1;
      sessions.set(key, { row, until: now() + ttlMs });
      if (sessionId !== null) sessionOwner.set(sessionId, userId);
      return row;
    },
    size: () => entries,
  };
}

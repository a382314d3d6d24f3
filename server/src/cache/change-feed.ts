import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

// What the caches of every instance hear about (ADR 020). The database sends these itself, from
// triggers on the tables (drizzle/0005_change_feed.sql), when the writing transaction commits;
// a service also tells its own instance at once, so the instance that suspended a user or
// revoked a session never serves the old answer, not even for the NOTIFY's round trip.
export const CHANGE_CHANNEL = 'nimbus_changes';

export type Change =
  | { kind: 'plans' }
  | { kind: 'settings' }
  | { kind: 'user'; userId: number }
  | { kind: 'session'; sessionId: number }
  /** Notifications may have been missed (the listening connection was lost): forget everything. */
  | { kind: 'all' };

export type ChangeFeed = {
  /** Tells this instance's caches now; the other instances hear it from the database on commit. */
  changed(change: Change): void;
  subscribe(listener: (change: Change) => void): void;
  close(): Promise<void>;
};

/** The trigger's payload: `plans`, `settings`, `user:<id>` or `session:<id>`. */
export function parseChange(payload: string): Change | null {
  if (payload === 'plans' || payload === 'settings') return { kind: payload };
  const match = /^(user|session):(\d{1,12})$/.exec(payload);
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'user' ? { kind: 'user', userId: id } : { kind: 'session', sessionId: id };
}

export function createChangeFeed(): ChangeFeed & { listenTo(database: Database, log: FastifyBaseLogger): Promise<void> } {
  const listeners: ((change: Change) => void)[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  const changed = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  return {
    changed,
    subscribe: (listener) => void listeners.push(listener),
    async listenTo(database, log) {
      unlisten = await database.listen(
        CHANGE_CHANNEL,
        (payload) => {
          const change = parseChange(payload);
          if (change) changed(change);
          else log.warn({ payload }, 'unknown change notification');
        },
        // Also after a reconnect: whatever changed while the connection was down is forgotten.
        () => changed({ kind: 'all' }),
      );
    },
    async close() {
      const stop = unlisten;
      unlisten = null;
      // The database may already be closing with the app: its connection ends the subscription anyway.
      await stop?.().catch(() => {});
    },
  };
}

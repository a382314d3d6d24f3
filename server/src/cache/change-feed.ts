import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';

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
  /** A customer's subscription or payments changed (their own views, ADR 028). */
  | { kind: 'customer'; userId: number }
  /** One statement touched too many customers to name: forget every customer's views. */
  | { kind: 'customers' }
  /** A statement wrote a table a staff list reads (`plans` and `settings` have their own kinds). */
  | { kind: 'table'; table: string }
  /** Notifications may have been missed (the listening connection was lost): forget everything. */
  | { kind: 'all' };

export type ChangeFeed = {
  /** Tells this instance's caches now; the other instances hear it from the database on commit. */
  changed(change: Change): void;
  /**
   * Resolves once every change committed before the call has reached this instance's caches:
   * it sends a marker NOTIFY and waits for it to come back on the listening connection, which
   * delivers notifications in commit order (ADR 028). After FENCE_WAIT_MS without it, the caches
   * forget everything instead.
   */
  settled(): Promise<void>;
  subscribe(listener: (change: Change) => void): void;
  close(): Promise<void>;
};

export const FENCE_WAIT_MS = 1_000;

/**
 * The trigger's payload: `plans`, `settings`, `customers`, `user:<id>`, `session:<id>`,
 * `customer:<id>` or `table:<name>`.
 */
export function parseChange(payload: string): Change | null {
  if (payload === 'plans' || payload === 'settings' || payload === 'customers') return { kind: payload };
  if (payload.startsWith('table:')) return /^[a-z_]{1,63}$/.test(payload.slice(6)) ? { kind: 'table', table: payload.slice(6) } : null;
  const match = /^(user|session|customer):(\d{1,12})$/.exec(payload);
  if (!match) return null;
  const id = Number(match[2]);
  if (match[1] === 'session') return { kind: 'session', sessionId: id };
  return match[1] === 'user' ? { kind: 'user', userId: id } : { kind: 'customer', userId: id };
}

export function createChangeFeed(): ChangeFeed & { listenTo(database: Database, log: FastifyBaseLogger): Promise<void> } {
  const listeners: ((change: Change) => void)[] = [];
  let unlisten: (() => Promise<void>) | null = null;
  let db: Db | null = null;
  // Markers carry this instance's name, so other instances ignore them; waiting ones resolve in order.
  const fencePrefix = `fence:${randomBytes(6).toString('hex')}:`;
  let fenceCount = 0;
  const fences = new Map<number, () => void>();
  const changed = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  const fenceArrived = (n: number) => {
    for (const [waiting, resolve] of fences) {
      if (waiting > n) break;
      fences.delete(waiting);
      resolve();
    }
  };
  return {
    changed,
    async settled() {
      if (!db) return;
      const n = ++fenceCount;
      const arrived = new Promise<boolean>((resolve) => fences.set(n, () => resolve(true)));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), FENCE_WAIT_MS)));
      try {
        await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${fencePrefix + n})`);
        if (!(await Promise.race([arrived, late]))) changed({ kind: 'all' });
      } catch {
        // The write itself succeeded: its answer stands, and nothing this instance holds is trusted.
        changed({ kind: 'all' });
      } finally {
        clearTimeout(timer);
        fences.delete(n);
      }
    },
    subscribe: (listener) => void listeners.push(listener),
    async listenTo(database, log) {
      db = database.db;
      unlisten = await database.listen(
        CHANGE_CHANNEL,
        (payload) => {
          if (payload.startsWith('fence:')) {
            if (payload.startsWith(fencePrefix)) fenceArrived(Number(payload.slice(fencePrefix.length)));
            return;
          }
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
      db = null;
      // The database may already be closing with the app: its connection ends the subscription anyway.
      await stop?.().catch(() => {});
    },
  };
}

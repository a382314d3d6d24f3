import type { Role } from '@nimbus/shared/enums';
import type { ChangeFeed } from './change-feed.ts';
import { bounded } from './bounded.ts';

/**
 * The answers of the staff lists, searches and admin figures, for a few seconds per instance
 * (ADR 028): the same call (procedure, input, caller and role) within that time is answered from
 * memory, and ten identical calls at once run one query, inside the staff bulkhead. Each answer
 * is dropped as soon as a committed statement writes a table it was read from (`table:<name>`,
 * `plans`, `settings`), and the writing instance waits for that before it answers the write.
 */
export type StaffLists = {
  get<T>(key: StaffListKey, reads: readonly ListedTable[], load: () => Promise<T>): Promise<T>;
  stats(): { entries: number; bytes: number; loads: number };
};

export type StaffListKey = { path: string; input: unknown; userId: number; role: Role };

/** The tables the staff lists read; `*` for an answer that reads more than it names (the figures). */
export type ListedTable =
  | 'payments'
  | 'subscriptions'
  | 'users'
  | 'plans'
  | 'settings'
  | 'tickets'
  | 'ticket_comments'
  | 'audit_log'
  | 'coupons'
  | 'shop_totals'
  | 'revenue_months'
  | '*';

export const STAFF_LISTS_MAX_AGE_MS = 5_000;
export const STAFF_LISTS_MAX_ENTRIES = 1_000;
export const STAFF_LISTS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * JSON with its object keys sorted: `{a, b}` and `{b, a}` are the same call. The raw input may
 * hold what superjson carries (a bigint, a Map, a Set, undefined): each is tagged, never confused
 * with a string. Null for what has no text (a cycle): that call is not kept.
 */
export function canonicalJson(value: unknown): string | null {
  try {
    return JSON.stringify({ v: value }, (_key, item: unknown) => {
      if (typeof item === 'bigint') return { $bigint: item.toString() };
      if (item === undefined) return { $undefined: true };
      if (item instanceof Map) return { $map: [...item.entries()] };
      if (item instanceof Set) return { $set: [...item.values()] };
      if (item && typeof item === 'object' && !Array.isArray(item)) {
        return Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      }
      return item;
    });
  } catch {
    return null;
  }
}

/** Roughly what an answer holds in memory: its JSON text, two bytes a character. */
const sizeOf = (value: unknown) => 2 * (JSON.stringify(value)?.length ?? 0);

export function createStaffLists(
  changes: ChangeFeed,
  options: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number; now?: () => number } = {},
): StaffLists {
  const store = bounded<unknown, ListedTable>({
    maxEntries: options.maxEntries ?? STAFF_LISTS_MAX_ENTRIES,
    maxBytes: options.maxBytes ?? STAFF_LISTS_MAX_BYTES,
    maxAgeMs: options.maxAgeMs ?? STAFF_LISTS_MAX_AGE_MS,
    sizeOf,
    ...(options.now ? { now: options.now } : {}),
  });
  changes.subscribe((change) => {
    if (change.kind === 'all') store.clear();
    else if (change.kind === 'table') store.deleteTagged(new Set<ListedTable>([change.table as ListedTable, '*']));
    else if (change.kind === 'plans' || change.kind === 'settings') store.deleteTagged(new Set<ListedTable>([change.kind, '*']));
    // A user's name, role or status shows in every list; the statement trigger says `table:users` too.
    else if (change.kind === 'user') store.deleteTagged(new Set<ListedTable>(['users', '*']));
  });
  return {
    get: <T>(key: StaffListKey, reads: readonly ListedTable[], load: () => Promise<T>) => {
      const input = canonicalJson(key.input);
      if (input === null) return load();
      return store.get(`${key.path}\u0000${key.role}\u0000${key.userId}\u0000${input}`, load, reads) as Promise<T>;
    },
    stats: () => store.stats(),
  };
}

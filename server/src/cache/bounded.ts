import { deepFreeze } from './cell.ts';

// The store under the customer views and the staff lists (ADR 028): least recently used first
// out past a count or a byte budget, a maximum age, and one load for concurrent misses of a key.
// Dropping a key also drops its load under way: whoever asks after the drop loads again, and the
// old load's answer (which may have read the old rows) goes only to those who were waiting for it.

export type BoundedOptions = {
  maxEntries: number;
  maxAgeMs: number;
  /** A budget for the sum of `sizeOf` over the entries; none when absent. */
  maxBytes?: number;
  sizeOf?: (value: unknown) => number;
  /** Milliseconds; a clock moved back also counts as expired. */
  now?: () => number;
};

type Entry<T, Tag> = {
  value?: T;
  pending?: Promise<T>;
  loadedAt: number;
  bytes: number;
  tags: readonly Tag[];
};

export type Bounded<T, Tag = never> = {
  /** The kept value, or one load shared with concurrent callers; the value is deep-frozen. */
  get(key: string, load: () => Promise<T>, tags?: readonly Tag[]): Promise<T>;
  delete(key: string): void;
  /** Drops every entry carrying one of `tags`. */
  deleteTagged(tags: ReadonlySet<Tag>): void;
  clear(): void;
  stats(): { entries: number; bytes: number; loads: number };
};

export function bounded<T, Tag = never>(options: BoundedOptions): Bounded<T, Tag> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T, Tag>>();
  let bytes = 0;
  let loads = 0;

  const remove = (key: string, entry: Entry<T, Tag>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const fresh = (entry: Entry<T, Tag>) => {
    const age = now() - entry.loadedAt;
    return age >= 0 && age < options.maxAgeMs;
  };
  const trim = () => {
    // The Map's order is the use order: the first key is the least recently used.
    for (const [key, entry] of entries) {
      const over = entries.size > options.maxEntries || (options.maxBytes !== undefined && bytes > options.maxBytes);
      if (!over) break;
      remove(key, entry);
    }
  };

  return {
    get(key, load, tags = []) {
      const hit = entries.get(key);
      if (hit?.pending) return hit.pending;
      if (hit && fresh(hit)) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.value as T);
      }
      if (hit) remove(key, hit);
      const entry: Entry<T, Tag> = { loadedAt: now(), bytes: 0, tags };
      loads += 1;
      const loading = load().then(
        (value) => {
          const frozen = deepFreeze(value);
          // Dropped (or replaced) while loading: the answer goes to its waiters, never to the store.
          if (entries.get(key) === entry) {
            delete entry.pending;
            entry.value = frozen;
            entry.loadedAt = now();
            entry.bytes = options.sizeOf?.(frozen) ?? 0;
            bytes += entry.bytes;
            trim();
          }
          return frozen;
        },
        (error: unknown) => {
          remove(key, entry);
          throw error;
        },
      );
      entry.pending = loading;
      entries.set(key, entry);
      trim();
      return loading;
    },
    delete(key) {
      const entry = entries.get(key);
      if (entry) remove(key, entry);
    },
    deleteTagged(tags) {
      for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.has(tag))) remove(key, entry);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes, loads }),
  };
}

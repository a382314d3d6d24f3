// One cached value loaded on demand: concurrent misses share one load, and a load that was
// running when the value was invalidated is not kept (it may have read the old rows).

export type Cell<T> = { get(): Promise<T>; clear(): void };

export function cell<T>(load: () => Promise<T>, maxAgeMs: number, now: () => number = Date.now): Cell<T> {
  let value: { data: T; loadedAt: number } | null = null;
  let pending: Promise<T> | null = null;
  let generation = 0;
  return {
    get() {
      if (value && now() - value.loadedAt < maxAgeMs) return Promise.resolve(value.data);
      if (pending) return pending;
      const started = generation;
      const loading = load().then((data) => {
        if (started === generation) value = { data, loadedAt: now() };
        return data;
      });
      pending = loading;
      const settle = () => {
        if (pending === loading) pending = null;
      };
      loading.then(settle, settle);
      return loading;
    },
    clear() {
      generation += 1;
      value = null;
      pending = null;
    },
  };
}

/** Frozen all the way down: a handler that mutates a shared cached answer fails loudly in tests. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

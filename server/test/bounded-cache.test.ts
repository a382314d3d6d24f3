import { describe, expect, it } from 'vitest';
import { bounded } from '../src/cache/bounded.ts';
import { createChangeFeed } from '../src/cache/change-feed.ts';
import { createCustomerViews } from '../src/cache/customer-views.ts';
import { canonicalJson, createStaffLists } from '../src/cache/staff-lists.ts';

// The store under the customer views and the staff lists (ADR 028), without a database.

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the bounded store', () => {
  it('runs one load for concurrent misses of a key, and keeps its answer', async () => {
    const store = bounded<{ n: number }>({ maxEntries: 10, maxAgeMs: 1_000 });
    const gate = deferred<{ n: number }>();
    let loads = 0;
    const load = () => ((loads += 1), gate.promise);
    const answers = Promise.all(Array.from({ length: 10 }, () => store.get('k', load)));
    gate.resolve({ n: 1 });
    expect(new Set(await answers).size).toBe(1);
    expect(await store.get('k', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it('evicts the least recently used entry past its count', async () => {
    const store = bounded<string>({ maxEntries: 2, maxAgeMs: 1_000 });
    await store.get('a', async () => 'a');
    await store.get('b', async () => 'b');
    await store.get('a', async () => 'again');
    await store.get('c', async () => 'c');
    expect(await store.get('a', async () => 'reloaded')).toBe('a');
    expect(await store.get('b', async () => 'reloaded')).toBe('reloaded');
    expect(store.stats().entries).toBe(2);
  });

  it('evicts past its byte budget, and keeps no answer larger than the budget', async () => {
    const store = bounded<string>({ maxEntries: 100, maxAgeMs: 1_000, maxBytes: 10, sizeOf: (value) => (value as string).length });
    await store.get('a', async () => 'aaaa');
    await store.get('b', async () => 'bbbb');
    expect(store.stats()).toMatchObject({ entries: 2, bytes: 8 });
    await store.get('c', async () => 'cccc');
    expect(store.stats()).toMatchObject({ entries: 2, bytes: 8 });
    expect(await store.get('a', async () => 'new')).toBe('new');
    await store.get('big', async () => 'x'.repeat(11));
    expect(store.stats().bytes).toBeLessThanOrEqual(10);
    expect(await store.get('big', async () => 'loaded again')).toBe('loaded again');
  });

  it('loads again after the maximum age, and when the clock goes back', async () => {
    let now = 1_000;
    const store = bounded<number>({ maxEntries: 10, maxAgeMs: 100, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await store.get('k', load)).toBe(1);
    now += 99;
    expect(await store.get('k', load)).toBe(1);
    now += 1;
    expect(await store.get('k', load)).toBe(2);
    now -= 50;
    expect(await store.get('k', load)).toBe(3);
  });

  it('does not keep a load that was under way when its key was dropped; the next caller loads again', async () => {
    const store = bounded<string>({ maxEntries: 10, maxAgeMs: 1_000 });
    const gate = deferred<string>();
    const old = store.get('k', () => gate.promise);
    store.delete('k');
    const fresh = store.get('k', async () => 'new rows');
    gate.resolve('old rows');
    expect(await old).toBe('old rows');
    expect(await fresh).toBe('new rows');
    expect(await store.get('k', async () => 'never')).toBe('new rows');
  });

  it('keeps no failure: the waiters get it, the next caller loads again', async () => {
    const store = bounded<string>({ maxEntries: 10, maxAgeMs: 1_000 });
    await expect(store.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await store.get('k', async () => 'up')).toBe('up');
  });
});

describe('what empties the caches', () => {
  it("a customer's change drops that customer's views only; 'customers', a plan or a setting drops them all", async () => {
    const changes = createChangeFeed();
    const views = createCustomerViews(changes, { maxEntries: 100 });
    let loads = 0;
    const view = (userId: number) => views.get(userId, 'subscriptions.mine', async () => ({ userId, load: ++loads }));
    await view(1);
    await view(2);
    changes.changed({ kind: 'customer', userId: 1 });
    expect(await view(1)).toEqual({ userId: 1, load: 3 });
    expect(await view(2)).toEqual({ userId: 2, load: 2 });
    for (const change of [{ kind: 'customers' }, { kind: 'plans' }, { kind: 'settings' }, { kind: 'all' }] as const) {
      const before = loads;
      changes.changed(change);
      await view(1);
      await view(2);
      expect(loads).toBe(before + 2);
    }
  });

  it('holds at most its count of customers', async () => {
    const views = createCustomerViews(createChangeFeed(), { maxEntries: 3 });
    for (let userId = 1; userId <= 5; userId += 1) await views.get(userId, 'subscriptions.mine', async () => userId);
    expect(views.stats().entries).toBe(3);
  });

  it('a staff list is dropped by a change to a table it reads, not by one it does not', async () => {
    const changes = createChangeFeed();
    const lists = createStaffLists(changes);
    const key = { path: 'payments.list', input: { search: 'x' }, userId: 1, role: 'ADMIN' as const };
    const figures = { ...key, path: 'stats.dashboard', input: undefined };
    let loads = 0;
    const load = async () => ++loads;
    await lists.get(key, ['payments', 'users'], load);
    await lists.get(figures, ['*'], load);
    changes.changed({ kind: 'table', table: 'tickets' });
    expect(await lists.get(key, ['payments', 'users'], load)).toBe(1);
    expect(await lists.get(figures, ['*'], load)).toBe(3);
    changes.changed({ kind: 'table', table: 'payments' });
    expect(await lists.get(key, ['payments', 'users'], load)).toBe(4);
    changes.changed({ kind: 'user', userId: 9 });
    expect(await lists.get(key, ['payments', 'users'], load)).toBe(5);
  });

  it('a call is the same call whatever the order of its input keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(canonicalJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson(0n)).not.toBe(canonicalJson('0'));
    expect(canonicalJson({ a: undefined })).not.toBe(canonicalJson({}));
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(canonicalJson(cycle)).toBeNull();
  });
});

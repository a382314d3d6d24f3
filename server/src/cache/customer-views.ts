import type { ChangeFeed } from './change-feed.ts';
import { bounded } from './bounded.ts';

/**
 * A customer's own views (the dashboard's subscription, ...), per instance and per user, so a
 * customer's every page load does not read the same rows (ADR 028). The database names the
 * customer whose subscription or payments a committed statement touched (`customer:<id>`), or
 * says to forget them all; a plan or a setting (the plan's status, the playlist template) forgets
 * them all too. The instance that wrote waits for those notifications before it answers the
 * write (`ChangeFeed.settled`), so its own next read is never the old view.
 */
export type CustomerViews = {
  get<T>(userId: number, view: CustomerView, load: () => Promise<T>): Promise<T>;
  stats(): { entries: number; loads: number };
};

/** Every view kept here, so one customer's change drops each of them. */
export type CustomerView = 'subscriptions.mine';
const VIEWS: readonly CustomerView[] = ['subscriptions.mine'];

export const CUSTOMER_VIEWS_MAX_ENTRIES = 10_000;
/** A backstop for a notification lost without the connection noticing. */
export const CUSTOMER_VIEWS_MAX_AGE_MS = 60_000;

export function createCustomerViews(changes: ChangeFeed, options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}): CustomerViews {
  const store = bounded<unknown>({
    maxEntries: options.maxEntries ?? CUSTOMER_VIEWS_MAX_ENTRIES,
    maxAgeMs: options.maxAgeMs ?? CUSTOMER_VIEWS_MAX_AGE_MS,
    ...(options.now ? { now: options.now } : {}),
  });
  changes.subscribe((change) => {
    switch (change.kind) {
      case 'customer':
      case 'user':
        for (const view of VIEWS) store.delete(`${change.userId}:${view}`);
        return;
      case 'customers':
      case 'plans':
      case 'settings':
      case 'all':
        store.clear();
        return;
      default:
    }
  });
  return {
    get: <T>(userId: number, view: CustomerView, load: () => Promise<T>) => store.get(`${userId}:${view}`, load) as Promise<T>,
    stats: () => {
      const { entries, loads } = store.stats();
      return { entries, loads };
    },
  };
}

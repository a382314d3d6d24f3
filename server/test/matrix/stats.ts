import type { MatrixEntry } from './types.ts';
import { ADMIN_ONLY } from './types.ts';

// Revenue and the customer list are the business's own figures: admins only, agents refused.
export const statsMatrix: MatrixEntry[] = [
  { path: 'stats.dashboard', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'stats.discounts', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'stats.revenueTrends', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'stats.recentSignups', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'stats.todo', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'stats.trialConversions', input: () => undefined, expect: ADMIN_ONLY },
];

import { createPlan } from '../harness.ts';
import type { MatrixEntry } from './types.ts';
import { ADMIN_ONLY } from './types.ts';

// The panel's API key and its connection test are the admin's alone.
export const panelMatrix: MatrixEntry[] = [
  { path: 'panel.get', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'panel.update', input: () => ({ mode: 'off', apiUrl: '', streamUrl: '' }), expect: ADMIN_ONLY },
  // The matrix's app has no panel: the test answers "not configured" without calling out.
  { path: 'panel.test', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'panel.plans', input: () => undefined, expect: ADMIN_ONLY },
  { path: 'panel.updatePlan', input: async () => ({ planId: (await createPlan()).id, bouquets: [3, 1], automatic: false }), expect: ADMIN_ONLY },
];

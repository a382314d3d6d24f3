import { createPlan } from '../harness.ts';
import type { MatrixEntry } from './types.ts';
import { STAFF } from './types.ts';

// A free trial is a customer's own: staff accounts are refused one (ADR 039).
export const trialsMatrix: MatrixEntry[] = [
  {
    path: 'trials.start',
    input: async () => ({ planId: (await createPlan({ trialHours: 24 })).id }),
    expect: { ...STAFF, user: 'ok', otherUser: 'ok', agent: 'FORBIDDEN', admin: 'FORBIDDEN' },
  },
];

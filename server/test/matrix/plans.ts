import type { MatrixEntry } from './types.ts';
import { PUBLIC } from './types.ts';

export const plansMatrix: MatrixEntry[] = [
  { path: 'plans.list', input: () => undefined, expect: PUBLIC },
  { path: 'plans.rows', input: () => undefined, expect: PUBLIC },
];

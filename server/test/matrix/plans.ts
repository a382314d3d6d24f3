import { createPlan } from '../harness.ts';
import type { MatrixEntry } from './types.ts';
import { ADMIN_ONLY, PUBLIC, STAFF } from './types.ts';

let n = 0;
const planForm = () => ({
  name: `Matrix plan ${++n}`,
  price: '9.99',
  devices: 1 + (n % 5),
  channels: '1000',
  duration: '30',
  status: 'Active',
  features: 'Live TV, Movies',
});

export const plansMatrix: MatrixEntry[] = [
  { path: 'plans.list', input: () => undefined, expect: PUBLIC },
  { path: 'plans.rows', input: () => undefined, expect: PUBLIC },
  { path: 'plans.listAll', input: () => ({}), expect: STAFF },
  { path: 'plans.create', input: planForm, expect: ADMIN_ONLY },
  { path: 'plans.update', input: async () => ({ ...planForm(), id: (await createPlan()).id }), expect: ADMIN_ONLY },
  { path: 'plans.delete', input: async () => ({ id: (await createPlan()).id }), expect: ADMIN_ONLY },
];

import { coupons } from '../../src/db/schema/index.ts';
import { workerDatabase } from '../database.ts';
import { createPlan } from '../harness.ts';
import type { MatrixEntry } from './types.ts';
import { ADMIN_ONLY, ANY_USER } from './types.ts';

let n = 0;
const code = () => `MATRIX-${Date.now().toString(36)}-${++n}`.toUpperCase();
const couponForm = () => ({ code: code(), kind: 'percent' as const, value: '10' });
async function storedCoupon(percent = 10) {
  const { db } = await workerDatabase();
  const [row] = await db.insert(coupons).values({ code: code(), kind: 'percent', percent }).returning({ id: coupons.id, code: coupons.code });
  return row!;
}

// Coupons are managed by admins only; any signed-in customer may ask a price with a code and
// take a payment a coupon covers in full.
export const couponsMatrix: MatrixEntry[] = [
  { path: 'coupons.list', input: () => ({}), expect: ADMIN_ONLY },
  { path: 'coupons.create', input: couponForm, expect: ADMIN_ONLY },
  { path: 'coupons.update', input: async () => ({ ...couponForm(), id: (await storedCoupon()).id }), expect: ADMIN_ONLY },
  { path: 'coupons.delete', input: async () => ({ id: (await storedCoupon()).id }), expect: ADMIN_ONLY },
  { path: 'coupons.quote', input: async () => ({ code: (await storedCoupon()).code, planId: (await createPlan()).id }), expect: ANY_USER },
  {
    path: 'payments.submitCovered',
    input: async () => ({ couponCode: (await storedCoupon(100)).code, planId: (await createPlan()).id, method: 'crypto' }),
    expect: ANY_USER,
  },
];

import { createUser, TEST_PASSWORD } from '../harness.ts';
import type { MatrixEntry } from './types.ts';
import { ADMIN_ONLY, ANY_USER, OWNER_OR_STAFF } from './types.ts';

const profile = {
  firstName: 'Matrix',
  lastName: 'Person',
  streetAddress: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  country: 'United States',
  deviceType: 'Smart TV',
};

// Each caller is a fresh user with TEST_PASSWORD, so each may change their own password.
export const usersMatrix: MatrixEntry[] = [
  { path: 'users.me', input: () => undefined, expect: ANY_USER },
  { path: 'users.byId', input: (fx) => ({ id: fx.users.user.id }), expect: OWNER_OR_STAFF },
  { path: 'users.list', input: () => ({}), expect: ADMIN_ONLY },
  { path: 'users.setStatus', input: async () => ({ id: (await createUser()).id, status: 'Suspend' }), expect: ADMIN_ONLY },
  { path: 'users.delete', input: async () => ({ id: (await createUser()).id }), expect: ADMIN_ONLY },
  { path: 'users.updateProfile', input: () => profile, expect: ANY_USER },
  {
    path: 'users.changePassword',
    input: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'another-plum-harbour', confirmPassword: 'another-plum-harbour' }),
    expect: ANY_USER,
  },
];

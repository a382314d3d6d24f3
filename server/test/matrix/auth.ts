import type { MatrixEntry } from './types.ts';
import { ANY_USER, PUBLIC } from './types.ts';

let n = 0;
const registration = () => ({
  firstName: 'Matrix',
  lastName: 'Person',
  email: `matrix${++n}-${Date.now()}@example.test`,
  streetAddress: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  country: 'United States',
  password: 'matrix-plum-harbour',
  confirmPassword: 'matrix-plum-harbour',
  deviceType: 'Smart TV',
});

export const authMatrix: MatrixEntry[] = [
  { path: 'auth.register', input: registration, expect: PUBLIC },
  {
    path: 'auth.login',
    input: (fx) => ({ email: fx.users.user.email, password: fx.users.user.password }),
    expect: PUBLIC,
  },
  { path: 'auth.me', input: () => undefined, expect: ANY_USER },
];

import type { MatrixEntry } from './types.ts';
import { ANY_USER, PUBLIC, type Outcome, type Who } from './types.ts';

// Signed in, the call reaches the service, which refuses it: nothing is enrolled or pending.
const REFUSED_AFTER_SESSION: Record<Who, Outcome> = {
  ...ANY_USER,
  user: 'BAD_REQUEST',
  otherUser: 'BAD_REQUEST',
  agent: 'BAD_REQUEST',
  admin: 'BAD_REQUEST',
};

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
  { path: 'auth.logout', input: () => undefined, expect: ANY_USER },
  { path: 'auth.logoutEverywhere', input: () => undefined, expect: ANY_USER },
  { path: 'auth.setLanguage', input: () => ({ language: 'es' }), expect: ANY_USER },
  { path: 'auth.twoFactor.status', input: () => undefined, expect: ANY_USER },
  { path: 'auth.twoFactor.begin', input: () => undefined, expect: ANY_USER },
  { path: 'auth.twoFactor.confirm', input: () => ({ code: '123456' }), expect: REFUSED_AFTER_SESSION },
  { path: 'auth.twoFactor.disable', input: () => ({ password: 'secret123', code: '123456' }), expect: REFUSED_AFTER_SESSION },
  { path: 'auth.twoFactor.regenerateRecoveryCodes', input: () => ({ code: '123456' }), expect: REFUSED_AFTER_SESSION },
];

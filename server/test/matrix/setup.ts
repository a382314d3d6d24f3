import type { MatrixEntry, Outcome, Who } from './types.ts';
import { ADMIN_ONLY, PUBLIC } from './types.ts';

// The fixture always has an ADMIN, so no setup link works for anyone: the shop is set up.
const REFUSED: Record<Who, Outcome> = { ...PUBLIC, anonymous: 'BAD_REQUEST', user: 'BAD_REQUEST', otherUser: 'BAD_REQUEST', agent: 'BAD_REQUEST', admin: 'BAD_REQUEST', suspended: 'BAD_REQUEST' };

export const setupMatrix: MatrixEntry[] = [
  { path: 'setup.status', input: () => ({ token: 'no-such-link' }), expect: PUBLIC },
  {
    path: 'setup.createAdmin',
    input: () => ({ token: 'no-such-link', firstName: 'Owen', lastName: 'Owner', email: 'owen@example.test', password: 'plum-harbour-7', confirmPassword: 'plum-harbour-7' }),
    expect: REFUSED,
  },
  { path: 'setup.checklist', input: () => undefined, expect: ADMIN_ONLY },
];

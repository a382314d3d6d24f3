import type { MatrixEntry, Outcome, Who } from './types.ts';
import { ADMIN_ONLY, PUBLIC, WHO } from './types.ts';

// The fixture always has an ADMIN, so no setup link works for anyone: the shop is set up.
const REFUSED = Object.fromEntries(WHO.map((who) => [who, 'BAD_REQUEST'])) as Record<Who, Outcome>;

export const setupMatrix: MatrixEntry[] = [
  { path: 'setup.status', input: () => ({ token: 'no-such-link' }), expect: PUBLIC },
  {
    path: 'setup.createAdmin',
    input: () => ({
      token: 'no-such-link',
      firstName: 'Owen',
      lastName: 'Owner',
      email: 'owen@example.test',
      password: 'plum-harbour-7',
      confirmPassword: 'plum-harbour-7',
    }),
    expect: REFUSED,
  },
  { path: 'setup.checklist', input: () => undefined, expect: ADMIN_ONLY },
];

import { latestResetCode } from '../outbox.ts';
import type { Fixture, MatrixEntry } from './types.ts';
import { PUBLIC } from './types.ts';

// Password reset is for people who cannot log in: every caller, signed in or not, gets the same.
async function requestCode(fx: Fixture): Promise<{ email: string; code: string }> {
  const { email } = fx.users.user;
  await (await fx.app.caller()).auth.forgotPassword({ email });
  return { email, code: await latestResetCode(email) };
}

export const resetMatrix: MatrixEntry[] = [
  { path: 'auth.forgotPassword', input: (fx) => ({ email: fx.users.user.email }), expect: PUBLIC },
  { path: 'auth.verifyResetCode', input: requestCode, expect: PUBLIC },
  {
    path: 'auth.updatePassword',
    input: async (fx) => {
      const { email, code } = await requestCode(fx);
      await (await fx.app.caller()).auth.verifyResetCode({ email, code });
      return { email, code, password: 'brand-new-harbour-1', confirmPassword: 'brand-new-harbour-1' };
    },
    expect: PUBLIC,
  },
];

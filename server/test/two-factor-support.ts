import { Secret, TOTP } from 'otpauth';
import type { TestApp, TestUser } from './harness.ts';

/**
 * A clock for two-factor tests: pinned one second into a TOTP step near the real time (tokens
 * stay valid), moved a whole step at a time, so no test depends on when it runs.
 */
export function totpClock() {
  let at = Math.floor(Date.now() / 30_000) * 30_000 + 1_000;
  return {
    now: () => new Date(at),
    nextStep: () => {
      at += 30_000;
    },
  };
}

/** The code an authenticator app holding `secret` shows at `date` (`steps` later or earlier). */
export function codeAt(secret: string, date: Date, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: date.getTime() + steps * 30_000 });
}

/** Enrols `user` as the screens do: begin, type the current code, keep the recovery codes. */
export async function enrol(t: TestApp, user: TestUser) {
  const caller = await t.caller(user);
  const { secret } = await caller.auth.twoFactor.begin();
  const { recoveryCodes } = await caller.auth.twoFactor.confirm({ code: codeAt(secret, t.deps.now()) });
  return { secret, recoveryCodes };
}

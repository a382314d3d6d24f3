import { describe, expect, it } from 'vitest';
import { loginInput } from '../src/auth.ts';
import { confirmTwoFactorInput, formatRecoveryCode, secondFactorCode, twoFactorMessages } from '../src/two-factor.ts';

describe('two-factor codes as typed', () => {
  it("login takes an optional code; spaces, dashes and capitals are the reader's, not the code's", () => {
    const base = { email: 'admin@example.com', password: 'long enough password' };
    expect(loginInput.parse(base)).not.toHaveProperty('totpCode');
    expect(loginInput.parse({ ...base, totpCode: ' 123 456 ' }).totpCode).toBe('123456');
    expect(loginInput.parse({ ...base, totpCode: 'ABCDE-fghjk' }).totpCode).toBe('abcdefghjk');
  });

  it('refuses an overlong code before any work is done', () => {
    expect(secondFactorCode.safeParse('1'.repeat(41)).success).toBe(false);
  });

  it('confirming a new authenticator takes exactly six digits', () => {
    expect(confirmTwoFactorInput.parse({ code: '123 456' })).toEqual({ code: '123456' });
    const refused = confirmTwoFactorInput.safeParse({ code: 'abcdefghjk' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(twoFactorMessages.codeFormat);
  });

  it('shows a recovery code in two groups of five', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
  });
});

import { describe, expect, it } from 'vitest';
import { forgotPasswordInput, formatResetCode, updatePasswordInput, verifyResetCodeInput } from '../src/password-reset.ts';
import { firstErrors } from './errors.ts';

describe('password reset forms', () => {
  it('needs a valid e-mail to send a code', () => {
    expect(firstErrors(forgotPasswordInput, { email: '' })).toEqual({ email: 'Email is required' });
    expect(firstErrors(forgotPasswordInput, { email: 'nope' })).toEqual({ email: 'Enter a valid email address' });
  });

  it('needs a 12-digit code; the e-mail is optional for the legacy call', () => {
    expect(firstErrors(verifyResetCodeInput, { code: '' })).toEqual({ code: 'Reset code is required' });
    expect(firstErrors(verifyResetCodeInput, { code: '012345' })).toEqual({ code: 'Enter the 12-digit code from the e-mail' });
    expect(firstErrors(verifyResetCodeInput, { code: '01234567890' })).toEqual({ code: 'Enter the 12-digit code from the e-mail' });
    expect(firstErrors(verifyResetCodeInput, { code: '012345678901' })).toEqual({});
  });

  it('takes the code as the e-mail groups it, with spaces or dashes', () => {
    expect(verifyResetCodeInput.parse({ code: '0123 4567 8901' }).code).toBe('012345678901');
    expect(verifyResetCodeInput.parse({ code: ' 0123-4567-8901 ' }).code).toBe('012345678901');
    expect(formatResetCode('012345678901')).toBe('0123 4567 8901');
    expect(updatePasswordInput.parse({ code: '0123 4567-8901', password: 'secret-harbour-1', confirmPassword: 'secret-harbour-1' }).code).toBe('012345678901');
  });

  it('needs the code, a new password of 10+ characters and the same confirmation', () => {
    const valid = { code: '123456', password: 'plum-harbour-7', confirmPassword: 'plum-harbour-7' };
    expect(firstErrors(updatePasswordInput, valid)).toEqual({});
    expect(firstErrors(updatePasswordInput, { ...valid, code: '' })).toEqual({ code: 'Reset code missing! Please try again.' });
    expect(firstErrors(updatePasswordInput, { ...valid, confirmPassword: '' })).toEqual({ confirmPassword: 'Please confirm the password' });
    expect(firstErrors(updatePasswordInput, { ...valid, confirmPassword: 'plum-harbour-8' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

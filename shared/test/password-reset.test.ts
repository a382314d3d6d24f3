import { describe, expect, it } from 'vitest';
import { forgotPasswordInput, updatePasswordInput, verifyResetCodeInput } from '../src/password-reset.ts';
import { firstErrors } from './errors.ts';

describe('password reset forms', () => {
  it('needs a valid e-mail to send a code', () => {
    expect(firstErrors(forgotPasswordInput, { email: '' })).toEqual({ email: 'Email is required' });
    expect(firstErrors(forgotPasswordInput, { email: 'nope' })).toEqual({ email: 'Enter a valid email address' });
  });

  it('needs a 6-digit code; the e-mail is optional for the legacy call', () => {
    expect(firstErrors(verifyResetCodeInput, { code: '' })).toEqual({ code: 'Reset code is required' });
    expect(firstErrors(verifyResetCodeInput, { code: '12345' })).toEqual({ code: 'Enter the 6-digit code from the e-mail' });
    expect(firstErrors(verifyResetCodeInput, { code: '012345' })).toEqual({});
  });

  it('needs the code, a new password of 10+ characters and the same confirmation', () => {
    const valid = { code: '123456', password: 'plum-harbour-7', confirmPassword: 'plum-harbour-7' };
    expect(firstErrors(updatePasswordInput, valid)).toEqual({});
    expect(firstErrors(updatePasswordInput, { ...valid, code: '' })).toEqual({ code: 'Reset code missing! Please try again.' });
    expect(firstErrors(updatePasswordInput, { ...valid, confirmPassword: '' })).toEqual({ confirmPassword: 'Please confirm the password' });
    expect(firstErrors(updatePasswordInput, { ...valid, confirmPassword: 'plum-harbour-8' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});

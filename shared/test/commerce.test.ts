import { describe, expect, it } from 'vitest';
import { detectReceiptMime, paymentSubmitFields, receiptProblem } from '../src/payments.ts';
import { activateInput, credentialsInput } from '../src/subscriptions.ts';
import { firstErrors } from './errors.ts';

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0]);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('receipt type by magic bytes', () => {
  it.each([
    ['image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['image/jpeg', bytes(0xff, 0xd8, 0xff)],
    ['application/pdf', ascii('%PDF-1.4')],
  ])('knows %s', (mime, content) => {
    expect(detectReceiptMime(content)).toBe(mime);
  });

  it.each([
    ['HTML', ascii('<html><body>')],
    ['SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['GIF', ascii('GIF89a')],
    ['a truncated PNG signature', new Uint8Array([0x89, 0x50, 0x4e])],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_what, content) => {
    expect(detectReceiptMime(content)).toBeNull();
  });
});

describe('receipt field (specification section 5, DESIGN.md limit)', () => {
  it('asks for the receipt of the active tab', () => {
    expect(receiptProblem(null, 'crypto')).toBe('Please upload your crypto payment receipt.');
    expect(receiptProblem(undefined, 'paypal')).toBe('Please upload your PayPal receipt.');
    expect(receiptProblem({ size: 0 }, 'bank')).toBe('Please upload your bank transfer receipt.');
  });

  it('allows up to 1,048,576 bytes', () => {
    expect(receiptProblem({ size: 1_048_576 }, 'crypto')).toBeNull();
    expect(receiptProblem({ size: 1_048_577 }, 'crypto')).toBe('File size must be less than 1 MB.');
  });
});

describe('payment submission fields', () => {
  const valid = { planId: '3', method: 'crypto', amount: '19.99' };

  it('coerces the multipart text', () => {
    expect(paymentSubmitFields.parse({ ...valid, userId: '7' })).toEqual({ userId: 7, planId: 3, method: 'crypto', amount: '19.99' });
    expect(paymentSubmitFields.parse({ ...valid, amount: '$19.99' }).amount).toBe('19.99');
  });

  it.each([
    [{ planId: '' }, 'planId', 'No plan selected'],
    [{ planId: 'abc' }, 'planId', 'No plan selected'],
    [{ method: 'cash' }, 'method', 'Choose a payment method: bank, crypto or paypal'],
    [{ amount: '19.999' }, 'amount', 'Enter a valid amount (e.g., 19.99)'],
    [{ amount: '-1' }, 'amount', 'Enter a valid amount (e.g., 19.99)'],
  ])('refuses %o', (change, field, message) => {
    expect(firstErrors(paymentSubmitFields, { ...valid, ...change })[field]).toBe(message);
  });
});

describe('credentials form (specification section 5)', () => {
  it('requires a user name and a password', () => {
    expect(firstErrors(credentialsInput, { userName: '', password: '' })).toEqual({
      userName: 'user name is required',
      password: 'password is required',
    });
    expect(firstErrors(credentialsInput, {})).toEqual({ userName: 'user name is required', password: 'password is required' });
  });

  it('trims the user name but keeps the password as typed', () => {
    expect(activateInput.parse({ id: 1, userName: ' tv ', password: ' pw ' })).toEqual({ id: 1, userName: 'tv', password: ' pw ' });
  });
});

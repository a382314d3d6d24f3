import { describe, expect, it } from 'vitest';
import { failureMessage, failureWithReason, RestError } from './errors.ts';

describe('failure messages', () => {
  it("keeps the specification's text and adds the reason the server gave", () => {
    const inUse = new RestError(409, 'This plan has payments or subscriptions; set it Inactive instead of deleting it');
    expect(failureWithReason(inUse, 'Failed to delete plan')).toBe(
      'Failed to delete plan. This plan has payments or subscriptions; set it Inactive instead of deleting it.',
    );
    expect(failureWithReason(new RestError(404, 'User not found.'), 'Failed to delete User.')).toBe('Failed to delete User. User not found.');
  });

  it("shows only the specification's text when the server explained nothing (network, server error)", () => {
    expect(failureWithReason(new TypeError('Failed to fetch'), 'Failed to delete User.')).toBe('Failed to delete User.');
    expect(failureWithReason(new RestError(500, 'Internal'), 'Failed to save plan')).toBe('Failed to save plan');
    expect(failureMessage(new RestError(500, 'Internal'), 'Failed to save plan')).toBe('Failed to save plan');
  });
});

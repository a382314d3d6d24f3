import { describe, expect, it } from 'vitest';
import { groupThousands } from '../src/format.ts';

describe('groupThousands', () => {
  it('groups as en-US does, for the sizes the pages spell out', () => {
    for (const value of [0, 7, 999, 1_000, 12_345, 20_000, 100_000, 1_000_000, 987_654_321, -4_500]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('drops a fraction rather than grouping it', () => {
    expect(groupThousands(1234.99)).toBe('1,234');
  });
});

import { describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT, isShortTerm, MAX_JUMP_ROWS, pageInput, pagingMessages, totalLabel } from '../src/paging.ts';

describe('paging input', () => {
  it('jumps by number only within the first rows; a cursor or the last page goes anywhere', () => {
    expect(pageInput.safeParse({ page: MAX_JUMP_ROWS / 20, pageSize: 20 }).success).toBe(true);
    const far = pageInput.safeParse({ page: MAX_JUMP_ROWS / 20 + 1, pageSize: 20 });
    expect(far.success).toBe(false);
    expect(far.error?.issues[0]?.message).toBe(pagingMessages.jumpTooFar);
    expect(pageInput.safeParse({ page: 5000, pageSize: 20, cursor: 'abc' }).success).toBe(true);
    expect(pageInput.safeParse({ pageSize: 20, last: true }).success).toBe(true);
  });
});

describe('totals as people read them', () => {
  it('says an exact count as it is, an estimate as "about", a count that stopped as "more than"', () => {
    expect(totalLabel({ total: 1234, totalExact: true })).toBe('1,234');
    expect(totalLabel({ total: 1_002_500, totalExact: false })).toBe('about 1,000,000');
    expect(totalLabel({ total: 151_318, totalExact: false })).toBe('about 150,000');
    expect(totalLabel({ total: EXACT_COUNT_LIMIT + 1, totalExact: false })).toBe('more than 1,000');
  });

  it('knows a search too short for the trigram index', () => {
    expect(isShortTerm('li')).toBe(true);
    expect(isShortTerm('  ')).toBe(false);
    expect(isShortTerm('lin')).toBe(false);
  });
});

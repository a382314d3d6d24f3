import { describe, expect, it } from 'vitest';
import { homeSearch } from './home-search.ts';
import { planSearch } from './plan-search.ts';
import { text, wholeNumber } from './search-values.ts';

describe('query parameters', () => {
  it('reads a plan and a device count, as text or as the numbers the router parses', () => {
    expect(planSearch({ plan: ' Monthly ', devices: '2' })).toEqual({ plan: 'Monthly', devices: 2 });
    expect(planSearch({ plan: 12, devices: 3 })).toEqual({ plan: '12', devices: 3 });
  });

  it('drops a malformed value instead of failing the page, and adds no key that was not there', () => {
    expect(planSearch({ plan: '', devices: 9 })).toEqual({ plan: undefined, devices: undefined });
    expect(planSearch({ plan: 'x'.repeat(81), devices: 1.5 })).toEqual({ plan: undefined, devices: undefined });
    expect(planSearch({ plan: { a: 1 }, devices: '' })).toEqual({ plan: undefined, devices: undefined });
    expect(planSearch({})).toEqual({});
  });

  it('takes a section id to scroll to, and nothing that could be a selector', () => {
    expect(homeSearch({ section: 'plans' })).toEqual({ section: 'plans' });
    expect(homeSearch({ section: 'a"]{}' })).toEqual({ section: undefined });
    expect(homeSearch({ section: 7 })).toEqual({ section: undefined });
  });

  it('reads whole numbers within bounds only', () => {
    expect(wholeNumber('4', 1, 5)).toBe(4);
    expect(wholeNumber(' ', 0, 5)).toBeUndefined();
    expect(wholeNumber('6', 1, 5)).toBeUndefined();
    expect(wholeNumber(Number.NaN, 0, 5)).toBeUndefined();
    expect(text(Infinity)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatPrice, fromCents, isMoney, toCents } from '../src/money.ts';
import { pageCount } from '../src/paging.ts';

describe('money helpers', () => {
  it.each([
    ['19.9', 1990],
    ['19.99', 1999],
    ['19', 1900],
    ['0.05', 5],
    [' 7.5 ', 750],
    ['-5.5', -550],
    [19.99, 1999],
    [0.1 + 0.2, 30],
  ] as const)('toCents(%j) is %i', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each(['', 'abc', '1,50', '$5', '1.2.3'])('toCents refuses %j', (value) => {
    expect(() => toCents(value)).toThrow('Not an amount');
  });

  it.each([
    [1990, '19.90'],
    [5, '0.05'],
    [0, '0.00'],
    [-550, '-5.50'],
    [123456789, '1234567.89'],
  ])('fromCents(%i) is %s', (cents, text) => {
    expect(fromCents(cents)).toBe(text);
  });

  it('formats prices as $ with two decimals (specification section 9)', () => {
    expect(formatPrice('19.9')).toBe('$19.90');
    expect(formatPrice('14')).toBe('$14.00');
    expect(formatPrice(39.99)).toBe('$39.99');
  });

  it.each([
    ['19.99', true],
    ['19', true],
    ['19.9', true],
    ['0.01', true],
    ['19.999', false],
    ['-1', false],
    ['', false],
    ['1e3', false],
  ])('isMoney(%j) is %s', (value, expected) => {
    expect(isMoney(value)).toBe(expected);
  });

  it('round-trips every cent amount without float drift', () => {
    for (let cents = 0; cents < 2000; cents += 7) expect(toCents(fromCents(cents))).toBe(cents);
  });
});

describe('paging', () => {
  it('always has at least one page and rounds up', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
  });
});

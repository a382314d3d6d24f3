import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.ts';
import { dateText, enumText, likePattern, numberText, searchAcross } from '../src/lib/search.ts';

const dialect = new PgDialect();
const render = (condition: ReturnType<typeof searchAcross>) => (condition ? dialect.sqlToQuery(condition) : undefined);

describe('search helpers', () => {
  it('escapes LIKE wildcards so they match themselves', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('an empty search filters nothing', () => {
    expect(searchAcross('   ', [payments.payerName])).toBeUndefined();
  });

  it('turns an enum into the values the term names, with or without spaces', () => {
    const status = enumText(payments.status, ['Completed', 'Pending', 'Failed']);
    expect(render(status('pend'))?.params).toEqual(['Pending']);
    const ticket = enumText(payments.status, ['Open', 'InProgress', 'Resolved']);
    expect(render(ticket('in progress'))?.params).toEqual(['InProgress']);
    const user = enumText(payments.status, ['Active', 'Suspend']);
    expect(render(user('suspended'))?.params).toEqual(['Suspend']);
    expect(status('paypal')).toBeUndefined();
  });

  it('searches numbers only for a term with a digit', () => {
    expect(numberText(payments.amount)('abc')).toBeUndefined();
    expect(render(numberText(payments.amount)('24.9'))?.sql).toContain('::text ilike');
  });

  it('turns a year, month or day into a UTC range and ignores anything else', () => {
    const day = render(dateText(payments.createdAt)('2026-11-21'));
    expect(day?.params).toEqual(['2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z']);
    expect(render(dateText(payments.createdAt)('2026-12'))?.params).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(render(dateText(payments.createdAt)('2026'))?.params).toEqual(['2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(dateText(payments.createdAt)('2026-02-30')).toBeUndefined();
    expect(dateText(payments.createdAt)('garcia')).toBeUndefined();
  });

  it('matches nothing when no field can take the term', () => {
    const condition = searchAcross('zzz', [enumText(payments.status, ['Pending'])]);
    expect(render(condition)?.sql).toBe('false');
  });
});

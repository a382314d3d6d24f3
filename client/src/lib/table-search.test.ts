import { describe, expect, it } from 'vitest';
import { paymentsQuery, paymentsSearch } from '../features/admin-payments/search.ts';
import { ticketsQuery, ticketsSearch } from '../features/support-desk/search.ts';
import { pageQuery, tableSearch } from './table-search.ts';

describe('table state in the URL', () => {
  it('opens page 1 of 25 rows without a search when the URL says nothing', () => {
    expect(pageQuery(tableSearch.parse({}))).toEqual({ page: 1, pageSize: 25, search: '' });
  });

  it('reads the page, size, search, cursor and Last the URL holds', () => {
    expect(pageQuery(tableSearch.parse({ page: 3, size: 10, q: 'smith' }))).toEqual({ page: 3, pageSize: 10, search: 'smith' });
    expect(pageQuery(tableSearch.parse({ cursor: 'abc', page: 90 }))).toEqual({ cursor: 'abc', page: 90, pageSize: 25, search: '' });
    expect(pageQuery(tableSearch.parse({ last: true }))).toEqual({ last: true, pageSize: 25, search: '' });
  });

  it('falls back to the default for a value a hand-edited link got wrong, keeping the rest', () => {
    expect(tableSearch.parse({ page: -2, size: 5000, q: 'ok' })).toEqual({ q: 'ok' });
    expect(ticketsSearch.parse({ status: 'Closed', waiting: true })).toEqual({ waiting: true });
  });

  it('opens the payments on the Pending queue unless the URL asks for another status or all', () => {
    expect(paymentsQuery(paymentsSearch.parse({}))).toMatchObject({ status: 'Pending' });
    expect(paymentsQuery(paymentsSearch.parse({ status: 'all' }))).toMatchObject({ status: undefined });
    expect(paymentsQuery(paymentsSearch.parse({ status: 'Failed' }))).toMatchObject({ status: 'Failed' });
  });

  it('asks the server for the tickets waiting for staff when the URL says waiting', () => {
    expect(ticketsQuery(ticketsSearch.parse({ waiting: true }))).toMatchObject({ waiting: true });
    expect(ticketsQuery(ticketsSearch.parse({}))).not.toHaveProperty('waiting');
  });
});

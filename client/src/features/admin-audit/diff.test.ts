import { formatDateTime } from '@nimbus/shared/format';
import { describe, expect, it } from 'vitest';
import { diffValues, fieldLabel, readableChanges, showValue } from './diff.ts';

describe('audit diff', () => {
  it('lists only the fields that changed', () => {
    expect(diffValues({ status: 'Pending', amount: '9.99' }, { status: 'Completed', amount: '9.99' })).toEqual([
      { field: 'status', before: 'Pending', after: 'Completed' },
    ]);
  });

  it('shows a created row as after-values only and a deleted one as before-values only', () => {
    expect(diffValues(null, { name: 'Gold' })).toEqual([{ field: 'name', before: undefined, after: 'Gold' }]);
    expect(diffValues({ name: 'Gold' }, null)).toEqual([{ field: 'name', before: 'Gold', after: undefined }]);
  });

  it('compares nested objects by dotted path', () => {
    expect(diffValues({ bankDetails: { iban: 'A', swift: 'S' } }, { bankDetails: { iban: 'B', swift: 'S' } })).toEqual([
      { field: 'bankDetails.iban', before: 'A', after: 'B' },
    ]);
  });

  it('takes a field gone to null as no change', () => {
    expect(diffValues({ status: 'Open' }, { status: 'Open', commentId: null, internal: null })).toEqual([]);
  });

  it('prints empty values as a dash, flags as Yes/No, lists joined and others as JSON', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue('')).toBe('—');
    expect(showValue('x')).toBe('x');
    expect(showValue(true)).toBe('Yes');
    expect(showValue(false)).toBe('No');
    expect(showValue(['Live TV', 'Movies'])).toBe('Live TV, Movies');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
  });

  it('shows a date the server recorded (an end date) as the reader reads dates, not as an ISO instant', () => {
    const iso = '2026-12-25T13:16:49.982Z';
    expect(showValue(iso)).toBe(formatDateTime(iso));
    expect(showValue(iso)).not.toMatch(/\dT\d/);
    expect(showValue('2026-12-25')).toBe('2026-12-25');
  });
});

describe('fieldLabel', () => {
  it('names a field in words, with its acronyms in capitals and nested paths joined', () => {
    expect(fieldLabel('status')).toBe('Status');
    expect(fieldLabel('bankDetails.iban')).toBe('Bank details › IBAN');
    expect(fieldLabel('usdtAddress')).toBe('USDT address');
  });

  it('names the fields whose words would mislead by their own label', () => {
    expect(fieldLabel('agentId')).toBe('Agent');
    expect(fieldLabel('userId')).toBe('Customer');
    expect(fieldLabel('internal')).toBe('Reply');
    expect(fieldLabel('requireAdminTwoFactor')).toBe('Two-factor required for admins');
  });
});

describe('readableChanges', () => {
  const al = { name: 'Al Agent', email: 'al@shop.example', role: 'AGENT' as const };
  const refs = { users: { 2: al }, plans: { 4: 'Gold (2 devices)' } };

  it("reads a ticket reply by the agent's name and whom it was for, without the comment's id", () => {
    const changes = readableChanges({ status: 'Open', agentId: null }, { status: 'InProgress', agentId: 2, commentId: 14, internal: false }, refs);
    expect(changes.map(({ label, before, after }) => [label, before?.text, after.text])).toEqual([
      ['Status', 'Open', 'In Progress'],
      ['Agent', '—', 'Al Agent'],
      ['Reply', undefined, 'Sent to the customer'],
    ]);
    expect(readableChanges({ status: 'Open' }, { status: 'Open', commentId: 15, internal: true }, refs)[0]!.after.text).toBe('Internal note (staff only)');
    expect(changes[1]!.after.person).toEqual({ ...al, id: 2 });
  });

  it('names the plan and the payment method, and shows an id that names no one any more as #id', () => {
    const changes = readableChanges(null, { userId: 9, planId: 4, method: 'bank', amount: '19.99' }, refs);
    expect(changes.map(({ label, after }) => [label, after.text])).toEqual([
      ['Customer', '#9'],
      ['Plan', 'Gold (2 devices)'],
      ['Method', 'Card / bank transfer'],
      ['Amount', '19.99'],
    ]);
    expect(changes[0]!.after.person).toBeUndefined();
  });

  it("leaves out a created record's own id, and reads a user's stored status as people say it", () => {
    expect(readableChanges(null, { id: 4, name: 'Gold' }, refs).map((change) => change.label)).toEqual(['Name']);
    expect(readableChanges({ status: 'Active' }, { status: 'Suspend' }, refs)[0]!.after.text).toBe('Suspended');
  });

  it('shows a value recorded beside the change as it was, after the changes, not as removed', () => {
    const expired = readableChanges({ status: 'Active', endDate: '2026-11-20T08:16:00.000Z' }, { status: 'Expired' }, refs);
    expect(expired.map(({ label, before, after, context }) => [label, before?.text, after.text, context])).toEqual([
      ['Status', 'Active', 'Expired', false],
      ['End date', undefined, formatDateTime('2026-11-20T08:16:00.000Z'), true],
    ]);
    const deleted = readableChanges({ userId: 2, planId: 4, status: 'Expired' }, { deleted: true }, refs);
    expect(deleted.map(({ label, after, context }) => [label, after.text, context])).toEqual([
      ['Deleted', 'Yes', false],
      ['Customer', 'Al Agent', true],
      ['Plan', 'Gold (2 devices)', true],
      ['Status', 'Expired', true],
    ]);
    // A deleted record has no "after": its values are what was removed.
    expect(readableChanges({ name: 'Gold' }, null, refs)[0]).toMatchObject({ before: { text: 'Gold' }, after: { text: '—' }, context: false });
  });
});

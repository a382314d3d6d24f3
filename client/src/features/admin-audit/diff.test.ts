import { formatDateTime } from '@nimbus/shared/format';
import { describe, expect, it } from 'vitest';
import { diffValues, fieldLabel, showValue } from './diff.ts';

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

  it('prints empty values as a dash and others as JSON', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue('')).toBe('—');
    expect(showValue('x')).toBe('x');
    expect(showValue([1, 2])).toBe('[1,2]');
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
    expect(fieldLabel('agentId')).toBe('Agent ID');
    expect(fieldLabel('status')).toBe('Status');
    expect(fieldLabel('bankDetails.iban')).toBe('Bank details › IBAN');
    expect(fieldLabel('requireAdminTwoFactor')).toBe('Require admin two factor');
  });
});

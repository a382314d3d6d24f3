import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStatementTimeout } from '../src/lib/pg-errors.ts';

const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is down, unreachable or restarting, however deep the driver wrapped it', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '57P01', '57P03', '08006', '53300']) {
      expect(isDatabaseUnavailable(wrapped({ code })), code).toBe(true);
      expect(isDatabaseUnavailable(wrapped(wrapped({ code }))), code).toBe(true);
    }
  });

  it('leaves every other failure to be a failure', () => {
    for (const code of ['23505', '57014', '42P01', 'ERR_INVALID_ARG_TYPE', undefined]) {
      expect(isDatabaseUnavailable(wrapped({ code })), String(code)).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isStatementTimeout(wrapped({ code: '57014' }))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';

describe('parseEnv', () => {
  it('runs with nothing set: embedded database, port 3000, seeding on', () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      SEED: true,
      TRUST_PROXY: false,
      RATE_LIMIT_AUTH_MAX: 10,
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('keeps data in <repository>/data whichever directory the server starts in', () => {
    const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
    expect(parseEnv({}).DATA_DIR).toBe(`${repoRoot}/data`);
    expect(parseEnv({ DATA_DIR: '/var/lib/nimbus' }).DATA_DIR).toBe('/var/lib/nimbus');
  });

  it('treats an empty variable as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('has the documented rate limits by default', () => {
    expect(parseEnv({})).toMatchObject({
      RATE_LIMIT_GLOBAL_MAX: 1000,
      RATE_LIMIT_REGISTER_MAX: 5,
      RATE_LIMIT_FORGOT_MAX: 3,
      RATE_LIMIT_RESET_CODE_ONLY_MAX: 100,
      RATE_LIMIT_LOGIN_FREE_FAILURES: 5,
      RATE_LIMIT_LOGIN_LOCK_FAILURES: 20,
    });
  });

  it('refuses reset limits above the ceilings that keep guessing below one in a million', () => {
    expect(() => parseEnv({ RATE_LIMIT_FORGOT_MAX: '101' })).toThrow('RATE_LIMIT_FORGOT_MAX must be at most 100');
    expect(() => parseEnv({ RATE_LIMIT_RESET_CODE_ONLY_MAX: '10001' })).toThrow('RATE_LIMIT_RESET_CODE_ONLY_MAX must be at most 10000');
    expect(parseEnv({ RATE_LIMIT_RESET_CODE_ONLY_MAX: '0' }).RATE_LIMIT_RESET_CODE_ONLY_MAX).toBe(0);
  });

  it('refuses a short JWT secret with a clear message', () => {
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET: JWT_SECRET must be at least 32 characters');
  });

  it('lists every invalid setting at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ] as const)('reads TRUST_PROXY=%s', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it('refuses a TRUST_PROXY hop count, which Fastify would silently ignore', () => {
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow('not a hop count');
  });
});

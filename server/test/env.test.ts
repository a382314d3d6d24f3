import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KNOWN_SECRETS } from '../src/auth/known-secrets.ts';
import { parseEnv } from '../src/env.ts';

const randomHex = () => randomBytes(32).toString('hex');

describe('parseEnv', () => {
  it('runs with nothing set: embedded database, port 3000, no demo data and no seed accounts', () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      SEED_DEMO: false,
      TRUST_PROXY: false,
      RATE_LIMIT_AUTH_MAX: 10,
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({}).SEED_ADMIN_EMAIL).toBeUndefined();
    expect(parseEnv({}).SEED_ADMIN_PASSWORD).toBeUndefined();
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

  it('takes the site address from PORT when PUBLIC_URL is unset, so the setup link opens this server', () => {
    expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '3300' }).PUBLIC_URL).toBe('http://localhost:3300');
    expect(parseEnv({ PORT: '3300', PUBLIC_URL: 'https://shop.example' }).PUBLIC_URL).toBe('https://shop.example');
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

  it('takes the panel from PANEL_* and refuses a panel URL that is not http(s)', () => {
    expect(parseEnv({ PANEL_API_URL: 'http://panel.example:8080/AbCd1234/', PANEL_API_KEY: 'k' })).toMatchObject({
      PANEL_API_URL: 'http://panel.example:8080/AbCd1234/',
      PANEL_API_KEY: 'k',
      PANEL_TIMEOUT_MS: 10_000,
    });
    expect(() => parseEnv({ PANEL_API_URL: 'ftp://panel.example/' })).toThrow(
      /^Invalid configuration: PANEL_API_URL must be the http\(s\) URL of the panel API, with its access-code path$/,
    );
  });

  it('refuses a short JWT secret with one clear line', () => {
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/^Invalid configuration: JWT_SECRET must be at least 32 characters$/);
  });

  it.each(KNOWN_SECRETS.map((value) => [value]))('refuses %s, a value published in the repository, as either secret', (value) => {
    expect(() => parseEnv({ JWT_SECRET: value })).toThrow('JWT_SECRET is a value published in the repository');
    if (/^[0-9a-f]{64}$/i.test(value)) expect(() => parseEnv({ CREDENTIALS_KEY: value })).toThrow('CREDENTIALS_KEY is a value published');
  });

  // Built here rather than written out: test/secret-scan.test.ts would take them for secrets.
  it.each([
    ['a placeholder', ['change', 'me', 'to', 'a', 'long', 'random', 'value', 'of', '32', 'chars'].join('-'), 'placeholder'],
    ['a chosen phrase', 'my-super-secret-key-for-the-nimbus-shop', 'placeholder'],
    ['one repeated character', 'a'.repeat(48), 'not random enough'],
    ['a repeated pattern', 'Ab1'.repeat(12), 'not random enough'],
    ['few distinct characters', 'abababababababbabababaababababbbabaabab', 'not random enough'],
  ])('refuses a JWT_SECRET that is %s', (_what, value, reason) => {
    expect(() => parseEnv({ JWT_SECRET: value })).toThrow(reason);
  });

  it('refuses a CREDENTIALS_KEY that is 64 hex characters but not random', () => {
    expect(() => parseEnv({ CREDENTIALS_KEY: '0'.repeat(64) })).toThrow('CREDENTIALS_KEY is not random enough');
    expect(() => parseEnv({ CREDENTIALS_KEY: '0123456789abcdef'.repeat(4) })).toThrow('CREDENTIALS_KEY is not random enough');
  });

  it('accepts secrets made by openssl rand -hex 32 or as base64', () => {
    for (let n = 0; n < 200; n += 1) {
      expect(() => parseEnv({ JWT_SECRET: randomHex(), CREDENTIALS_KEY: randomHex() })).not.toThrow();
      expect(() => parseEnv({ JWT_SECRET: randomBytes(24).toString('base64url') })).not.toThrow();
    }
  });

  it('needs both secrets given with DATABASE_URL in production, where instances share the database', () => {
    const shared = { NODE_ENV: 'production', DATABASE_URL: 'postgres://nimbus@db:5432/nimbus' };
    expect(() => parseEnv(shared)).toThrow(/JWT_SECRET must be set with DATABASE_URL in production[\s\S]*CREDENTIALS_KEY must be set/);
    expect(() => parseEnv({ ...shared, JWT_SECRET: randomHex() })).toThrow(
      /^Invalid configuration: CREDENTIALS_KEY must be set with DATABASE_URL in production/,
    );
    expect(parseEnv({ ...shared, JWT_SECRET: randomHex(), CREDENTIALS_KEY: randomHex() }).DATABASE_URL).toBe(shared.DATABASE_URL);
    // The embedded database, or development on Postgres: generated into DATA_DIR as before.
    expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => parseEnv({ DATABASE_URL: shared.DATABASE_URL })).not.toThrow();
  });

  it('seeds accounts only in pairs, with passwords that pass the password policy', () => {
    expect(() => parseEnv({ SEED_ADMIN_EMAIL: 'boss@example.test' })).toThrow('SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD go together');
    expect(() => parseEnv({ SEED_ADMIN_EMAIL: 'boss@example.test', SEED_ADMIN_PASSWORD: 'admin123' })).toThrow(
      'SEED_ADMIN_PASSWORD: must be at least 10 characters',
    );
    expect(() => parseEnv({ SEED_USER_EMAIL: 'u@example.test', SEED_USER_PASSWORD: 'password1234' })).toThrow('SEED_USER_PASSWORD: is a common password');
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

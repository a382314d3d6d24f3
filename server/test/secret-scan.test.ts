import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KNOWN_SECRETS } from '../src/auth/known-secrets.ts';

// A secret written in the repository is a secret everyone has. Every long, secret-looking
// literal in a tracked file must be on the server's list of refused values, so a commit that
// adds one (a compose fallback, a test key, a README example) fails here until it is listed,
// and the server then refuses it as JWT_SECRET or CREDENTIALS_KEY.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = /(\.(ya?ml|md|ts|tsx|mjs|cjs|js|sh|toml)$|(^|\/)\.env[^/]*$|(^|\/)Dockerfile$|^\.ci\/)/;

/** 64 hex characters, or 32+ characters of a token alphabet with both letters and digits. */
export function secretLiterals(text: string): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(/[A-Za-z0-9_+=-]{32,}/g)) {
    // '=' is base64's padding at the end, or an assignment (NAME=value): each side on its own.
    for (const part of token.split(/=+(?=.)/)) {
      const value = part.replace(/^[-_=]+|[-_=]+$/g, '');
      if (/^[0-9a-f]{64}$/i.test(value)) found.add(value);
      // An upper-case identifier (RATE_LIMIT_RESET_CODE_ONLY_MAX) is a name, not a value.
      else if (value.length >= 32 && /[0-9]/.test(value) && /[A-Za-z]/.test(value) && !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(value)) found.add(value);
    }
  }
  return [...found];
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && SCANNED.test(file));
}

describe('no usable secret in the repository', () => {
  it('finds the kinds of literal it looks for', () => {
    expect(secretLiterals(`JWT_SECRET: \${JWT_SECRET:-${'ab12'.repeat(9)}}`)).toEqual(['ab12'.repeat(9)]);
    expect(secretLiterals(`key = '${'0f'.repeat(32)}'`)).toEqual(['0f'.repeat(32)]);
    expect(secretLiterals('const name = "admin-subscriptions-credentials-errors-desktop";')).toEqual([]);
    expect(secretLiterals('import x from "drizzle-orm/postgres-js/migrator";')).toEqual([]);
    expect(secretLiterals('RATE_LIMIT_RESET_CODE_ONLY_MAX_PER_HOUR_2=0')).toEqual([]);
    expect(secretLiterals(`JWT_SECRET=${'ab12'.repeat(9)}`)).toEqual(['ab12'.repeat(9)]);
    expect(secretLiterals(`${'Zm9v'.repeat(9)}==`)).toEqual(['Zm9v'.repeat(9)]);
  });

  it('lists every secret-looking literal of the tracked files among the refused values', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const known = new Set(KNOWN_SECRETS.map((value) => value.toLowerCase()));
    const unknown = files.flatMap((file) =>
      secretLiterals(readFileSync(join(ROOT, file), 'utf8'))
        .filter((value) => !known.has(value.toLowerCase()))
        .map((value) => `${file}: ${value}`),
    );
    expect(unknown, 'add each to server/src/auth/known-secrets.ts, or better, remove it').toEqual([]);
  });
});

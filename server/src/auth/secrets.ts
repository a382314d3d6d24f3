import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KNOWN_SECRETS } from './known-secrets.ts';

const KNOWN = new Set(KNOWN_SECRETS.map((value) => value.toLowerCase()));
// Words a random value never holds, and a placeholder or a hand-typed phrase always does.
const PLACEHOLDER = /change.?me|placeholder|replace|example|secret|password|insert|xxxx/i;

/** Shannon entropy of the characters of `value`, in bits in total. */
function entropyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / value.length) * Math.log2(n / value.length);
  return perChar * value.length;
}

/** 'abcabcabc' is 'abc' repeated: long, but no stronger than its period. */
function isRepetition(value: string): boolean {
  return (value + value).indexOf(value, 1) < value.length;
}

/**
 * Why a configured secret cannot be used, or null: it appears in the repository, reads like a
 * placeholder, repeats a pattern or has too little variety to be random. `openssl rand -hex 32`
 * always passes. The length rule stays in the env schema.
 */
export function secretProblem(value: string): string | null {
  if (KNOWN.has(value.trim().toLowerCase())) return 'is a value published in the repository';
  if (PLACEHOLDER.test(value)) return 'reads like a placeholder or a chosen phrase, not a random value';
  // 80 bits of character entropy: every 16+ random bytes written as hex or base64 pass.
  if (isRepetition(value) || entropyBits(value) < 80) return 'is not random enough';
  return null;
}

/**
 * A secret from the environment or, when unset, generated once and kept in DATA_DIR (0600) so
 * that tokens and encrypted credentials survive a restart.
 */
export async function loadSecret(options: { fromEnv: string | undefined; dataDir: string; file: string; bytes: number }): Promise<Buffer> {
  if (options.fromEnv) {
    return /^[0-9a-f]+$/i.test(options.fromEnv) && options.fromEnv.length === options.bytes * 2
      ? Buffer.from(options.fromEnv, 'hex')
      : Buffer.from(options.fromEnv, 'utf8');
  }
  const path = join(options.dataDir, options.file);
  try {
    const stored = Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
    if (stored.length === options.bytes) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(options.bytes);
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  await writeFile(path, secret.toString('hex'), { mode: 0o600 });
  return secret;
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A secret from the environment or, when unset, generated once and kept in DATA_DIR so that
 * tokens and encrypted credentials survive a restart. Production sets them in the environment.
 */
export async function loadSecret(options: {
  fromEnv: string | undefined;
  dataDir: string;
  file: string;
  bytes: number;
}): Promise<Buffer> {
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
  await mkdir(options.dataDir, { recursive: true });
  await writeFile(path, secret.toString('hex'), { mode: 0o600 });
  return secret;
}

import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database (password hashes, receipts, live reset codes), the
 * generated secrets and the development mail drop: only the server's user may read it. New
 * files get that from the process umask (index.ts); this also closes what an older version,
 * or another umask, left readable. Symbolic links are left alone.
 */
export async function secureDataDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await tighten(dir);
}

async function tighten(path: string): Promise<void> {
  const stat = await lstat(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) await chmod(path, 0o700);
    for (const entry of await readdir(path)) await tighten(join(path, entry));
  } else if ((stat.mode & 0o777) !== 0o600) {
    await chmod(path, 0o600);
  }
}

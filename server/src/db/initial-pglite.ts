import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/**
 * An empty, migrated embedded database, packed by `npm run build` (scripts/build-server.mjs) next
 * to the compiled server. A first start unpacks it instead of running PGlite's initdb and every
 * migration: about 2.5 of the 3 seconds a first start took (ADR 017). Running from source (tsx,
 * the tests) there is no such file, and a first start builds the database as before.
 */
export const INITIAL_PGLITE_FILE = fileURLToPath(new URL('../pglite-initial.tar.gz', import.meta.url));

/**
 * Unpacks the packed database into `dataDir` when it holds none yet; true when it did.
 *
 * Written with Node's own file calls rather than PGlite's `loadDataDir`, which writes each of the
 * ~1,100 files through its emulated file system: ~0.5 s instead of ~0.8 s of a first start on a
 * quiet machine (ADR 017), and the files get the server's own modes (0600) at once. They go to a
 * directory of their own that is renamed into place at the end, so a start stopped half-way
 * leaves no half database that the next start would take for a whole one.
 */
export async function unpackInitialPglite(dataDir: string, file = INITIAL_PGLITE_FILE): Promise<boolean> {
  // PG_VERSION is the first file initdb writes: a directory with it is a database already.
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(file)) return false;
  // Anything else already there is somebody's: never unpacked over (PGlite decides, as without the pack).
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) return false;

  const staging = `${dataDir}.unpacking`;
  await rm(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  // Synchronous writes: this runs at start, before the shop listens, so nothing waits on the event
  // loop, and ~2,300 thread-pool round trips (a directory and a file each) took 0.7-2 s here.
  for (const entry of tarEntries(await promisify(gunzip)(await readFile(file)))) {
    const path = join(staging, entry.name);
    if (entry.kind === 'directory') mkdirSync(path, { recursive: true, mode: 0o700 });
    else {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      writeFileSync(path, entry.data, { mode: 0o600 });
    }
  }
  if (existsSync(dataDir)) await rmdir(dataDir);
  await rename(staging, dataDir);
  return true;
}

type TarEntry = { kind: 'directory'; name: string } | { kind: 'file'; name: string; data: Buffer };

/** The entries of a POSIX (ustar) archive, as PGlite's `dumpDataDir` writes them: directories and regular files. */
export function* tarEntries(tar: Buffer): Generator<TarEntry> {
  const BLOCK = 512;
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return; // the end-of-archive blocks
    if (!checksumMatches(header)) throw new Error(`The packed database is damaged (bad tar header at byte ${offset})`);
    const prefix = text(header, 345, 155);
    const name = safeName((prefix ? `${prefix}/` : '') + text(header, 0, 100));
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = header[156] === 0 ? '0' : String.fromCharCode(header[156]!);
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new Error(`The packed database is truncated (${name})`);
    if (type === '5') {
      if (name !== '.') yield { kind: 'directory', name };
    } else if (type === '0') yield { kind: 'file', name, data: tar.subarray(start, start + size) };
    else throw new Error(`The packed database holds an entry of tar type '${type}' (${name}); only files and directories are expected`);
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** The header's checksum: the sum of its bytes with the checksum field read as spaces. */
function checksumMatches(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < header.length; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum === Number.parseInt(text(header, 148, 8).trim(), 8);
}

/** A relative path that stays inside the directory it is unpacked into (PGlite writes names from `/`). */
function safeName(name: string): string {
  const relative = normalize(name.replace(/^\/+/, '')).replace(/[\\/]+$/, '');
  if (relative === '..' || relative.startsWith(`..${sep}`)) throw new Error(`The packed database names a path outside its directory: ${name}`);
  return relative;
}

import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { KNOWN_SECRETS } from '../src/auth/known-secrets.ts';

// The real entry point (src/index.ts through tsx; `npm start` runs the same code compiled) in a
// child process, under the most permissive umask a shell can have.
const SERVER = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Run = { code: number | null; output: string };

/** Starts the server with `env`; stops it (SIGTERM) once `until` appears in its output. */
function start(env: Record<string, string>, until?: (output: string) => boolean, onReady?: () => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `umask 000 && exec "${process.execPath}" --import tsx src/index.ts`], {
      cwd: SERVER,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let output = '';
    let stopping = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!stopping && until?.(output)) {
        stopping = true;
        onReady?.();
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function modes(root: string): { path: string; mode: number; dir: boolean }[] {
  const stat = lstatSync(root);
  const here = { path: root, mode: stat.mode & 0o777, dir: stat.isDirectory() };
  if (!here.dir) return [here];
  return [here, ...readdirSync(root).flatMap((entry) => modes(join(root, entry)))];
}

describe('npm start (src/index.ts)', () => {
  it('keeps DATA_DIR 0700 and every file 0600 under umask 000, prints a setup link, warns about mail, prints no password', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'nimbus-start-')), 'data');
    dirs.push(join(dataDir, '..'));
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'left-by-an-older-version.txt'), 'x');
    chmodSync(join(dataDir, 'left-by-an-older-version.txt'), 0o666);

    let seen: ReturnType<typeof modes> = [];
    const run = await start(
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        JOBS: 'false',
        CLIENT_DIST: join(dataDir, 'no-client'),
        PUBLIC_URL: 'https://tv.example.test',
      },
      (output) => output.includes('/setup?token='),
      () => (seen = modes(dataDir)),
    );

    expect(run.output).toMatch(/https:\/\/tv\.example\.test\/setup\?token=[A-Za-z0-9_-]{43}\b/);
    const warning = run.output.split('\n').filter((line) => line.includes('SMTP_URL is not set'));
    expect(warning).toHaveLength(1);
    expect(JSON.parse(warning[0]!)).toMatchObject({ level: 40 });
    expect(run.output).not.toMatch(/password\s*[:=]|admin123|Demo accounts/i);

    const files = seen.filter((entry) => !entry.dir);
    expect(files.length).toBeGreaterThan(20); // PGlite's own files, the secrets, the old file
    expect(files.map((f) => f.path)).toContain(join(dataDir, 'jwt-secret'));
    expect(seen.filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600))).toEqual([]);
    // And what was written while it ran and shut down (setup token, checkpoint, WAL).
    expect(run.code).toBe(0);
    expect(modes(dataDir).filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600))).toEqual([]);
  }, 120_000);

  it('refuses to start with a JWT_SECRET published in the repository, in one line', async () => {
    const run = await start({ JWT_SECRET: KNOWN_SECRETS[0]!, DATA_DIR: join(tmpdir(), 'nimbus-never-created') });
    expect(run.code).toBe(1);
    expect(run.output.trim()).toBe('Invalid configuration: JWT_SECRET is a value published in the repository; generate one with: openssl rand -hex 32');
  }, 60_000);
});

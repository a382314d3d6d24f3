// Starts the production server on the built client, on a fresh embedded database in /tmp with
// the demo shop and a USER account whose password is made here: for the measuring scripts
// (first-visit.mjs, lighthouse.mjs), which must see what a visitor of a real install sees.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** @returns {Promise<{ url: string, user: { email: string, password: string }, stop: () => Promise<void> }>} */
export async function startBuiltSite({ port }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nimbus-site-'));
  const user = { email: 'user@nimbus.example', password: randomBytes(12).toString('base64url') };
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOBS: 'false',
    SEED_DEMO: 'true',
    SEED_USER_EMAIL: user.email,
    SEED_USER_PASSWORD: user.password,
    // Several audits sign in on a loopback address.
    RATE_LIMIT_AUTH_MAX: '1000',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, exited);
  return {
    url,
    user,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url, exited) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let i = 0; i < 1800; i++) {
    if (stopped) throw new Error('the server stopped before answering /api/health');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/api/health did not answer within three minutes`);
}

// HAProxy on loopback in front of N app instances on one Postgres database and one Redis, each a
// real process with the production settings: the shape docker-compose.production.yml runs. Used
// by `npm run test:cluster` (server/test/cluster/) and `npm run soak` (scripts/soak.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, what, child) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    const status = await fetch(url)
      .then((res) => res.status)
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() - started > 90_000) throw new Error(`${what} did not answer ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts Redis, `instances` app processes (names a, b, ...) on `databaseUrl` and HAProxy before
 * them; `env` is added to every instance's. The instances run from source (tsx) unless
 * `compiled` (server/dist, after `npm run build -w server`).
 */
export async function startCluster({ databaseUrl, instances = 2, env = {}, compiled = false }) {
  const dir = mkdtempSync(join(tmpdir(), 'nimbus-cluster-'));
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redisPort = await freePort();
    children.push(spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' }));
    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUST_PROXY: '127.0.0.1',
      CLIENT_DIST: join(dir, 'no-client'),
      LOG_LEVEL: 'error',
      ...env,
    };
    const list = [];
    for (let i = 0; i < instances; i++) {
      const name = String.fromCharCode(97 + i);
      const port = await freePort();
      const args = compiled ? ['server/dist/index.js'] : ['--import', 'tsx', 'server/src/index.ts'];
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        env: { ...shared, PORT: String(port), DATA_DIR: join(dir, name) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      list.push({ name, url: `http://127.0.0.1:${port}`, pid: child.pid });
      // One at a time: the first creates the schema and the jobs' queues.
      await waitFor(`http://127.0.0.1:${port}/api/health/ready`, `instance ${name}`, child);
    }
    const proxyPort = await freePort();
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'global',
        '  maxconn 1000',
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 30s',
        '  timeout server 30s',
        'frontend shop',
        `  bind 127.0.0.1:${proxyPort}`,
        '  option forwardfor',
        '  default_backend app',
        'backend app',
        '  balance roundrobin',
        '  option httpchk GET /api/health/ready',
        '  http-check expect status 200',
        '  http-response set-header X-Served-By %s',
        ...list.map((instance) => `  server ${instance.name} ${instance.url.replace('http://', '')} check inter 1s`),
        '',
      ].join('\n'),
    );
    execFileSync('haproxy', ['-c', '-q', '-f', config]);
    const haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(haproxy);
    const proxy = `http://127.0.0.1:${proxyPort}`;
    await waitFor(`${proxy}/api/health/live`, 'HAProxy', haproxy);
    return { proxy, instances: list, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

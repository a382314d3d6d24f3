// `npm run lint:openapi` (scripts/lint-openapi.mjs): builds the app on a throwaway database and
// writes the REST adapter's OpenAPI document, as GET /api/openapi.json serves it, to the given
// file, so the linter reads the document the server really generates.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { parseEnv } from './env.ts';

const target = process.argv[2];
if (!target) throw new Error('Usage: tsx src/openapi-cli.ts <output.json>');
const dataDir = mkdtempSync(join(tmpdir(), 'nimbus-openapi-'));
try {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(33).toString('base64url'),
    CLIENT_DIST: join(dataDir, 'no-client'),
  });
  const app = await buildApp({ env });
  const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  await app.close();
  if (answer.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${answer.statusCode}`);
  writeFileSync(target, `${JSON.stringify(answer.json(), null, 2)}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

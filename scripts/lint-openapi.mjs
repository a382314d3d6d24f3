#!/usr/bin/env node
// `npm run lint:openapi`: builds the app, writes the OpenAPI document it serves at
// /api/openapi.json to a temporary file and lints it with Redocly (redocly.yaml): the document
// the server generates from its zod schemas must stay valid OpenAPI 3.1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'nimbus-openapi-lint-'));
const file = join(dir, 'openapi.json');
// No telemetry or update check: CI reaches the package registry only.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const run = (command, args, cwd) => spawnSync(command, args, { cwd, env, stdio: 'inherit' }).status ?? 1;

let status;
try {
  status = run('npx', ['tsx', 'src/openapi-cli.ts', file], join(root, 'server'));
  if (status === 0) status = run('npx', ['redocly', 'lint', '--config', join(root, 'redocly.yaml'), file], root);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);

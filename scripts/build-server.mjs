// `npm run build -w server` (ADR 017): server/src compiled by tsc to server/dist, one .js per .ts
// in the same folders; @nimbus/shared compiled into server/dist/node_modules/@nimbus/shared, so
// that `node server/dist/index.js` resolves `@nimbus/shared/x` to JavaScript (Node looks in the
// nearest node_modules first) while every other tool keeps reading shared/src/*.ts; and an
// empty, migrated embedded database packed beside them for a first start.
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}server/dist`;
const sharedOut = `${dist}/node_modules/@nimbus/shared`;
// The repository's one TypeScript (ADR 004), hoisted to the root by npm workspaces.
const tsc = `${root}node_modules/typescript/bin/tsc`;
const compile = (...args) => execFileSync(process.execPath, [tsc, ...args], { cwd: root, stdio: 'inherit' });

// From scratch: a file deleted from src must not live on in dist.
await rm(dist, { recursive: true, force: true });
compile('-p', 'server/tsconfig.build.json');
compile('-p', 'shared/tsconfig.build.json', '--outDir', sharedOut);
await mkdir(sharedOut, { recursive: true });
await writeFile(
  `${sharedOut}/package.json`,
  `${JSON.stringify({ name: '@nimbus/shared', private: true, type: 'module', exports: { './*': './*.js' } }, null, 2)}\n`,
);
// A first start of the embedded database unpacks this instead of running initdb and the
// migrations (server/src/db/initial-pglite.ts); made by the code just compiled, so it matches.
const { packMigratedPglite } = await import(`${dist}/db/pack-pglite.js`);
const { INITIAL_PGLITE_FILE } = await import(`${dist}/db/initial-pglite.js`);
await writeFile(INITIAL_PGLITE_FILE, await packMigratedPglite());
console.log(`server compiled to ${dist}`);

import { beforeAll } from 'vitest';
import { installConsoleGuard } from './console-guard.ts';
import { resetDatabase, workerDatabase } from './database.ts';

// Runs before every test file. The worker's database outlives the file (isolate: false), so
// each file starts by emptying it: files never see each other's rows.
installConsoleGuard();

beforeAll(async () => {
  await resetDatabase((await workerDatabase()).db);
});

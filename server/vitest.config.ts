import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // One database per worker process, opened and migrated once and reused by every file the
    // worker runs (a fresh PGlite costs seconds); test/setup.ts empties it before each file.
    pool: 'forks',
    isolate: false,
    setupFiles: ['./test/setup.ts'],
    // argon2 hashing and the first migration are slow on a busy 2-core runner.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

// One `vitest run` for the whole repository: each workspace keeps its own config and name.
export default defineConfig({
  test: {
    projects: ['shared', 'server', 'client'],
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
  },
});

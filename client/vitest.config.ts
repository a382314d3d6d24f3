import { defineConfig } from 'vitest/config';

// Pure client logic only (session, landing rules): no DOM, so the node environment is enough.
export default defineConfig({
  test: {
    name: 'client',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});

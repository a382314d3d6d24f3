import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// STYLE habit 14: a test fails on a console.error it did not ask for.
// shared has no DOM or Node types (it runs in both), so the console is typed here.
const output = (globalThis as unknown as { console: { error: (...args: unknown[]) => void } }).console;
let spy: MockInstance<typeof output.error> | undefined;
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  spy = vi.spyOn(output, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  spy?.mockRestore();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${calls.map((args) => `  ${args.map(String).join(' ')}`).join('\n')}`);
  }
});

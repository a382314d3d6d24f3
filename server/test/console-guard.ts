import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// STYLE habit 14: a test fails on a console.error it did not ask for. An error printed and
// ignored is how a swallowed failure hides in a green run.
const state = { calls: [] as unknown[][], expected: false };

/** Call in a test that means to cause a console.error; returns the recorded calls. */
export function expectConsoleError(): unknown[][] {
  state.expected = true;
  return state.calls;
}

export function installConsoleGuard(): void {
  let spy: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    state.calls = [];
    state.expected = false;
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      state.calls.push(args);
    });
  });
  afterEach(() => {
    spy?.mockRestore();
    if (state.calls.length > 0 && !state.expected) {
      const printed = state.calls.map((args) => `  ${format(...args)}`).join('\n');
      throw new Error(`Unexpected console.error during the test:\n${printed}`);
    }
  });
}

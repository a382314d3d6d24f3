import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the plain closing line CI reads after vitest's own summary:
 * "vitest: N passed, N failed, N skipped". Errors outside tests count as failures.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    const label = process.env.SUMMARY_LABEL ?? 'vitest';
    console.log(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

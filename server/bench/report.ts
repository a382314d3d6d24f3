// How the benchmarks time a call and print a table: one way for every table of `npm run bench`.

export type LatencyRow = { name: string; p50: number; p95: number; target: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Runs `call` once to warm up (its failure names the case), then `runs` times: p50 and p95 in ms. */
export async function measure(name: string, target: number, runs: number, call: () => Promise<unknown>): Promise<LatencyRow> {
  await call().catch((error: unknown) => {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  });
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), target };
}

/** Prints the rows against their p95 targets, then a summary line; answers how many missed. */
export function printLatencies(title: string, rows: LatencyRow[], summary: string): number {
  const width = Math.max(title.length, ...rows.map((row) => row.name.length)) + 2;
  console.log(`\n${title.padEnd(width)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'target'.padStart(7)}`);
  let missed = 0;
  for (const row of rows) {
    const ok = row.p95 <= row.target;
    if (!ok) missed += 1;
    console.log(
      `${row.name.padEnd(width)} ${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(7)} ${String(row.target).padStart(7)}  ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  console.log(`\n${summary}: ${rows.length - missed} passed, ${missed} failed`);
  return missed;
}

import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Deps } from './deps.ts';

/** A job queue's rows by state, as pg-boss counts them. */
export type QueueDepth = { name: string; queued: number; active: number; deferred: number };

/**
 * The instance's Prometheus metrics (docs/decisions/040): one registry per app, so tests build
 * several side by side. Label values come from closed sets only (route patterns, procedure names
 * the router knows, status classes, job names): nothing a client sends becomes a series.
 */
export type Metrics = {
  registry: Registry;
  /** A finished job run: how long it took and whether it threw. */
  jobRun(job: string, seconds: number, failed: boolean): void;
  /** Where the queue depths come from, once the job runner is up (null: stopped). */
  readQueues(read: (() => Promise<QueueDepth[]>) | null): void;
};

export const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(deps: Pick<Deps, 'db' | 'env' | 'staffQueries'>, databaseKind: 'postgres' | 'pglite'): Metrics {
  const registry = new Registry();
  // Event-loop delay (nodejs_eventloop_lag_*), heap, GC, CPU, open handles: prom-client's own set.
  collectDefaultMetrics({ register: registry });

  const staff = deps.staffQueries;
  new Gauge({
    name: 'nimbus_staff_queries_active',
    help: 'Staff lists and searches running now (the bulkhead of ADR 016).',
    registers: [registry],
    collect() {
      this.set(staff.active);
    },
  });
  new Gauge({
    name: 'nimbus_staff_queries_waiting',
    help: 'Staff lists and searches waiting for a slot.',
    registers: [registry],
    collect() {
      this.set(staff.waiting);
    },
  });
  new Gauge({
    name: 'nimbus_db_pool_max',
    help: "This instance's database connections at most (DB_POOL_SIZE; 1 for the embedded database).",
    registers: [registry],
    collect() {
      this.set(databaseKind === 'postgres' ? deps.env.DB_POOL_SIZE : 1);
    },
  });
  new Gauge({
    name: 'nimbus_db_connections',
    help: "The app's connections to Postgres by state, across every instance (pg_stat_activity, application_name nimbus).",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      if (databaseKind !== 'postgres') return;
      // A database that does not answer leaves the series out; the rest of the page still serves.
      const rows = await deps.db
        .execute(sql`select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity where application_name = 'nimbus' group by 1`)
        .catch(() => []);
      for (const row of rows as { state: string; count: number }[]) this.set({ state: row.state }, row.count);
    },
  });

  let readQueues: (() => Promise<QueueDepth[]>) | null = null;
  new Gauge({
    name: 'nimbus_job_queue_depth',
    help: 'Jobs waiting (queued, deferred) or running (active), per queue.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      if (!readQueues) return;
      for (const queue of await readQueues().catch(() => [])) {
        for (const state of ['queued', 'active', 'deferred'] as const) this.set({ queue: queue.name, state }, queue[state]);
      }
    },
  });
  const jobRuns = new Counter({
    name: 'nimbus_job_runs_total',
    help: 'Job runs by outcome (ok, failed).',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'nimbus_job_duration_seconds',
    help: 'How long a job run took.',
    labelNames: ['job'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  return {
    registry,
    jobRun(job, seconds, failed) {
      jobRuns.inc({ job, outcome: failed ? 'failed' : 'ok' });
      jobSeconds.observe({ job }, seconds);
    },
    readQueues(read) {
      readQueues = read;
    },
  };
}

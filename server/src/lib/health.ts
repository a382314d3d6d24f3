import { pingDatabase, type Db } from '../db/client.ts';

/** What the job runner is doing (index.ts starts it once the shop listens). */
export type JobsState = 'off' | 'starting' | 'running' | 'failed' | 'stopped';

/** What the readiness probe reads besides the database; set by index.ts as the process moves. */
export type Health = {
  shuttingDown: boolean;
  jobs: JobsState;
  /** Pings Redis when REDIS_URL is set. */
  redis: (() => Promise<unknown>) | null;
};

export type Readiness = {
  ready: boolean;
  /** Why not, in plain words (the first failing check), or null. */
  reason: string | null;
  checks: { database: 'up' | 'down'; redis: 'up' | 'down' | 'not configured'; jobs: JobsState; shuttingDown: boolean };
};

/** A probe waits this long for a dependency: a load balancer's probe must not hang. */
const PROBE_TIMEOUT_MS = 2_000;

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS)));
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance should get traffic: not shutting down, the database answering, Redis
 * answering when configured, and the job runner not failed (it still serving while it starts).
 */
export async function readiness(db: Db, health: Health): Promise<Readiness> {
  const [database, redis] = await Promise.all([answers(() => pingDatabase(db)), health.redis ? answers(health.redis) : Promise.resolve(null)]);
  const checks: Readiness['checks'] = {
    database: database ? 'up' : 'down',
    redis: redis === null ? 'not configured' : redis ? 'up' : 'down',
    jobs: health.jobs,
    shuttingDown: health.shuttingDown,
  };
  const reason = health.shuttingDown
    ? 'This instance is shutting down.'
    : !database
      ? 'The database does not answer.'
      : checks.redis === 'down'
        ? 'Redis does not answer.'
        : health.jobs === 'failed'
          ? 'The job runner could not start.'
          : null;
  return { ready: reason === null, reason, checks };
}

import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { sendDueEmails } from '../email/sender.ts';
import { runPanelActions } from '../panel/job.ts';
import { requestNightlyReconciliation, runReconciliation } from '../panel/reconcile.ts';
import { createMailTransport, type MailTransport } from '../email/transport.ts';
import { pruneSessions } from '../sessions.ts';
import { sendDueWebhooks } from '../webhooks/delivery.ts';
import { expireSubscriptions } from './expiry.ts';
import { pgliteExecutor, pgliteOf } from './pglite-executor.ts';
import { sendExpiryReminders } from './reminders.ts';
import { sendDueTelegram } from '../telegram/outbox.ts';
import { pollTelegramUpdates } from '../telegram/updates.ts';

export type JobRunner = { stop(): Promise<void> };

/**
 * pg-boss 11 cannot migrate pg-boss 10's schema (version 24), so it installs its own next to it.
 * Our jobs carry no data (the rows they act on live in the app's tables), so nothing has to move;
 * the old `pgboss` schema can be dropped once no instance runs pg-boss 10 (ADR 006).
 */
export const JOBS_SCHEMA = 'pgboss_v11';

type Job = {
  name: string;
  cron?: string;
  /** false: not queued at start-up (a restart must not stand in for the nightly schedule). */
  atStart?: boolean;
  run: (deps: Deps, now: Date) => Promise<Record<string, number>>;
};

export type JobRunnerOptions = {
  /** Defaults to SMTP (SMTP_URL), .eml files in development, or none (production without SMTP_URL). */
  transport?: MailTransport | null;
  /** How often the outbox is looked at; pg-boss's cron has minute steps, e-mail should not wait that long. */
  outboxEveryMs?: number;
  /** How often the panel's queued actions are looked at. */
  panelEveryMs?: number;
  pollingIntervalSeconds?: number;
};

/** pg-boss over the app's database: its own small pool on Postgres, the app's PGlite otherwise. */
function newBoss(db: Db, databaseUrl: string | undefined, extra: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    schema: JOBS_SCHEMA,
    ...(databaseUrl ? { connectionString: databaseUrl, max: 3, application_name: 'nimbus-jobs' } : { db: pgliteExecutor(pgliteOf(db)) }),
    ...extra,
  });
}

/**
 * Installs pg-boss's schema in an embedded database and nothing else (no timers, no queues): the
 * build packs it into the initial embedded database, so a first start does not spend a second
 * on it (ADR 017).
 */
export async function installJobsSchema(pglite: Db): Promise<void> {
  const boss = newBoss(pglite, undefined, { supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: true });
}

/**
 * Starts the jobs on pg-boss (docs/decisions/006-jobs.md): on Postgres through its own small pool,
 * on PGlite through the app's connection. pg-boss runs each job on one instance at a time
 * (singleton queues), schedules it (cron, across instances) and retries a failed run.
 */
export async function startJobs(deps: Deps, options: JobRunnerOptions = {}): Promise<JobRunner> {
  const transport = options.transport === undefined ? createMailTransport(deps.env, deps.log) : options.transport;
  const jobs: Job[] = [
    // Without a transport the e-mails stay queued (index.ts warned at start) until SMTP_URL is set.
    ...(transport ? [{ name: 'email-outbox', run: (d: Deps) => sendDueEmails(d, transport, { limit: 50 }) }] : []),
    { name: 'subscription-expiry', cron: '* * * * *', run: expireSubscriptions },
    { name: 'subscription-reminders', cron: '*/15 * * * *', run: sendExpiryReminders },
    { name: 'session-cleanup', cron: '17 * * * *', run: pruneSessions },
    // The panel's actions (ADR 032): every minute by cron, and every few seconds by the tick below.
    { name: 'panel-actions', cron: '* * * * *', run: runPanelActions },
    // The reconciliation with the panel (ADR 035): asked for nightly at 02:30 UTC (or by an admin),
    // run (or resumed) by the minute's job.
    { name: 'panel-reconcile-nightly', cron: '30 2 * * *', atStart: false, run: requestNightlyReconciliation },
    { name: 'panel-reconcile', cron: '* * * * *', run: runReconciliation },
    // The webhook outbox (ADR 041): every minute by cron, and every few seconds by the tick below.
    { name: 'webhooks', cron: '* * * * *', run: sendDueWebhooks },
    // Telegram (ADR 045): the outbox, and the bot's updates (long polling, or the webhook's set-up).
    // Both do nothing until an admin saves a bot token.
    { name: 'telegram-outbox', cron: '* * * * *', run: (d: Deps) => sendDueTelegram(d, { limit: 25 }) },
    { name: 'telegram-updates', cron: '* * * * *', run: (d: Deps) => pollTelegramUpdates(d) },
  ];

  const boss = newBoss(deps.db, deps.env.DATABASE_URL);
  boss.on('error', (error) => deps.log.error({ err: error }, 'job runner error'));
  await boss.start();

  const log = deps.log.child({ component: 'jobs' });
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      // Finished and failed job rows are housekeeping only: keep a week of them.
      deleteAfterSeconds: 7 * 24 * 60 * 60,
    });
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
      const started = performance.now();
      let failed = true;
      try {
        const result = await job.run(deps, deps.now());
        failed = false;
        if (Object.values(result).some((count) => count > 0)) log.info({ job: job.name, ...result }, 'job done');
      } finally {
        deps.metrics.jobRun(job.name, (performance.now() - started) / 1000, failed);
      }
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    // Once at start-up too: a restart does not wait for the next tick.
    if (job.atStart !== false) await boss.send(job.name, {}, { singletonKey: 'startup', singletonSeconds: 60 });
  }

  // Every instance asks; the throttle lets one job a slot into the queue across all of them.
  const tick = async () => {
    if (!transport) return;
    try {
      await boss.sendThrottled('email-outbox', {}, {}, Math.max(1, Math.round((options.outboxEveryMs ?? 10_000) / 1000)));
    } catch (error) {
      log.error({ err: error }, 'could not queue the outbox job');
    }
  };
  const timer = setInterval(() => void tick(), options.outboxEveryMs ?? 10_000);
  timer.unref();
  // A verified payment's line should not wait for the minute's cron: one panel run per slot.
  const panelEverySeconds = Math.max(1, Math.round((options.panelEveryMs ?? 5_000) / 1000));
  const panelTimer = setInterval(() => {
    boss.sendThrottled('panel-actions', {}, {}, panelEverySeconds).catch((error: unknown) => log.error({ err: error }, 'could not queue the panel job'));
    // An admin's "Run now" starts within seconds, not at the next minute (ADR 035): one look per 15-s slot.
    boss.sendThrottled('panel-reconcile', {}, {}, 15).catch((error: unknown) => log.error({ err: error }, 'could not queue the reconciliation job'));
    boss.sendThrottled('webhooks', {}, {}, panelEverySeconds).catch((error: unknown) => log.error({ err: error }, 'could not queue the webhooks job'));
    // Singleton queues: one outbox run and one getUpdates long poll at a time, across instances.
    boss.sendThrottled('telegram-outbox', {}, {}, panelEverySeconds).catch((error: unknown) => log.error({ err: error }, 'could not queue the telegram job'));
    boss.sendThrottled('telegram-updates', {}, {}, panelEverySeconds).catch((error: unknown) => log.error({ err: error }, 'could not queue the telegram job'));
  }, options.panelEveryMs ?? 5_000);
  panelTimer.unref();

  const names = new Set(jobs.map((job) => job.name));
  deps.metrics.readQueues(async () =>
    (await boss.getQueues())
      .filter((queue) => names.has(queue.name))
      .map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount, deferred: queue.deferredCount })),
  );

  let stopped = false;
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      deps.metrics.readQueues(null);
      clearInterval(timer);
      clearInterval(panelTimer);
      // Graceful: a job in progress finishes before the database closes under it.
      await boss.stop({ graceful: true, wait: true, close: true, timeout: 8_000 });
      await transport?.close();
    },
  };
}

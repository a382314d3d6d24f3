import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { panelDriftFieldEnum, reconciliationStateEnum } from './enums.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/**
 * Where a subscription and its line on the panel disagree (ADR 035): one row per subscription
 * and field while they differ, removed when a check finds them equal again. `created_at` is
 * when the difference was first seen; `checked_at` the last check that still saw it.
 */
export const panelDrift = pgTable(
  'panel_drift',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    field: panelDriftFieldEnum('field').notNull(),
    ours: text('ours').notNull(),
    panel: text('panel'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('panel_drift_subscription_field_key').on(t.subscriptionId, t.field),
    // The drift page: newest first, keyset on (created_at, id).
    index('panel_drift_list_idx').on(t.createdAt, t.id),
  ],
);

/**
 * One reconciliation over every subscription with a line: asked for by the nightly schedule or
 * an admin, run by the job a batch at a time. `after_id` is where it got to, so a run an
 * instance dropped is resumed by the next, after its lease.
 */
export const panelReconciliations = pgTable(
  'panel_reconciliations',
  {
    id: serial('id').primaryKey(),
    /** `nightly:2026-11-25` (one a day) or `admin:<uuid>`. */
    key: text('key').notNull(),
    trigger: text('trigger', { enum: ['nightly', 'admin'] }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id),
    state: reconciliationStateEnum('state').notNull().default('requested'),
    afterId: integer('after_id').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    checked: integer('checked').notNull().default(0),
    drifted: integer('drifted').notNull().default(0),
    missing: integer('missing').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('panel_reconciliations_key').on(t.key),
    // At most one run queued or running: a second "Run now" (or the nightly one meanwhile) is refused.
    uniqueIndex('panel_reconciliations_one_open')
      .on(sql`(true)`)
      .where(sql`${t.state} in ('requested', 'running')`),
  ],
);

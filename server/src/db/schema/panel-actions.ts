import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { panelActionKindEnum, panelActionStateEnum } from './enums.ts';
import { subscriptions } from './subscriptions.ts';

/**
 * renew: its days, and the expiry its first attempt fixed (unix seconds), with the devices and
 * bouquets when the renewal changes the plan; upgrade: the devices and bouquets to set, and the
 * expiry when the upgrade began a new term; password: the new one, sealed; recreate: the lost line's id.
 */
export type PanelActionPayload = {
  days?: number;
  expDate?: number;
  maxConnections?: number;
  bouquets?: number[];
  passwordSealed?: string;
  lostLineId?: number;
  /** A trial's conversion (ADR 039): the paid plan's devices, and the line is no longer a trial. */
  devices?: number;
  endTrial?: boolean;
};

/**
 * What a job must do on the panel for a subscription, written in the transaction that decided
 * it (verify, deactivate, delete, expiry) and done by the panel job (ADR 032). The key names the
 * decision (`provision:payment:42`), so the same decision queued twice is one row, and a row
 * done is never acted on again, however often its job is delivered.
 */
export const panelActions = pgTable(
  'panel_actions',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    kind: panelActionKindEnum('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    state: panelActionStateEnum('state').notNull().default('queued'),
    /** Attempts made so far; the fifth failure gives up. */
    attempts: integer('attempts').notNull().default(0),
    /** When the job may take it (again): the back-off after a failure, or a claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').$type<PanelActionPayload>().notNull().default({}),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('panel_actions_key').on(t.idempotencyKey),
    // The job's claim: the queued ones that are due, oldest first.
    index('panel_actions_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('panel_actions_subscription_idx').on(t.subscriptionId, t.id),
  ],
);

/**
 * Every call the job made to the panel for a subscription: the request's fields (the password
 * and the key never), the answer (redacted, shortened), how long it took, which attempt.
 */
export const panelLog = pgTable(
  'panel_log',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    actionId: integer('action_id').references(() => panelActions.id),
    attempt: integer('attempt').notNull(),
    /** The panel's action name: create_line, get_lines, edit_line... */
    call: text('call').notNull(),
    request: jsonb('request').notNull(),
    answer: text('answer'),
    /** 'ok', or the PanelProblem the call ended with. */
    outcome: text('outcome').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The staff's log of one subscription, newest first (keyset on id).
  (t) => [index('panel_log_subscription_idx').on(t.subscriptionId, t.id)],
);

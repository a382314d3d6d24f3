import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { lineDisabledReasonEnum, provisioningStateEnum, subscriptionStatusEnum } from './enums.ts';
import { plans } from './plans.ts';
import { users } from './users.ts';

/** A panel action was given up on and waits for staff's Retry (the filter and its index say it alike). */
export function panelWaitingForRetry(t: { provisioning: AnyColumn; provisioningError: AnyColumn }): SQL {
  return sql`(${t.provisioning} = 'Failed' or ${t.provisioningError} is not null)`;
}

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: subscriptionStatusEnum('status').notNull().default('Pending'),
    streamUsername: text('stream_username'),
    // AES-256-GCM ciphertext; decrypted only for the owner and staff.
    streamPasswordEnc: text('stream_password_enc'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    // Smallest "days before end" reminder already sent for the current term (7, 3, 1).
    remindedDays: integer('reminded_days'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The IPTV panel (ADR 032): the line's id there, whether a job is making it (or gave up, with
    // the panel's words for staff), and why we disabled it (staff's reason outlives a renewal).
    panelLineId: integer('panel_line_id'),
    provisioning: provisioningStateEnum('provisioning'),
    provisioningError: text('provisioning_error'),
    lineDisabledReason: lineDisabledReasonEnum('line_disabled_reason'),
    // A free trial's term (ADR 039): its length and devices, set while it is a trial, cleared when it converts.
    trialHours: integer('trial_hours'),
    trialDevices: integer('trial_devices'),
    ...timestamps,
  },
  (t) => [
    // A user has at most one live subscription; deleted ones stay for the records.
    uniqueIndex('subscriptions_user_live_key')
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
    index('subscriptions_status_end_idx').on(t.status, t.endDate),
    index('subscriptions_plan_idx').on(t.planId),
    // Staff list of live subscriptions, newest first, whole or by status (keyset on created_at, id).
    index('subscriptions_list_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('subscriptions_status_list_idx')
      .on(t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // A search by date reads the start and end dates; by stream user name, a trigram index.
    index('subscriptions_start_idx')
      .on(t.startDate)
      .where(sql`${t.deletedAt} is null`),
    index('subscriptions_end_idx')
      .on(t.endDate)
      .where(sql`${t.deletedAt} is null`),
    index('subscriptions_stream_username_trgm_idx').using('gin', sql`${t.streamUsername} gin_trgm_ops`),
    // Staff's "Provisioning failed" filter: the few the panel job gave up on (a line not made, or
    // an upgrade, renewal or disable not done: ADR 036), newest first.
    index('subscriptions_panel_failed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${panelWaitingForRetry(t)} and ${t.deletedAt} is null`),
    // The reminders job walks the live Active subscriptions in id batches (keyset on id).
    index('subscriptions_active_id_idx')
      .on(t.id)
      .where(sql`${t.status} = 'Active' and ${t.deletedAt} is null`),
    // The trial reminder walks the running trials by end date.
    index('subscriptions_trial_end_idx')
      .on(t.endDate)
      .where(sql`${t.trialHours} is not null and ${t.status} = 'Active' and ${t.deletedAt} is null`),
    // The nightly reconciliation walks the live subscriptions with a panel line (keyset on id).
    index('subscriptions_panel_line_idx')
      .on(t.id)
      .where(sql`${t.panelLineId} is not null and ${t.deletedAt} is null`),
  ],
);

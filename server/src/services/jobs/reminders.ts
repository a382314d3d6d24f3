import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { plans, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { rowsOf } from '../../lib/rows.ts';
import { enqueueEmails } from '../email/outbox.ts';
import { notifyAll } from '../notifications.ts';
import { customersToRemind, DAY_MS, type Reminded } from './subscription-events.ts';
import { sendTrialReminders } from './trial-reminders.ts';

/** Days before the end date a customer hears from us, largest first. */
export const REMINDER_DAYS = [7, 3, 1] as const;

/**
 * The reminder due now: the smallest threshold the time left is within, unless that one (or a
 * smaller one) was already sent this term. A job that was down for days sends one reminder, the
 * closest, not three at once.
 */
export function dueReminder(endDate: Date, now: Date, remindedDays: number | null): number | null {
  const left = endDate.getTime() - now.getTime();
  if (left <= 0) return null;
  const due = REMINDER_DAYS.filter((days) => left <= days * DAY_MS).at(-1);
  if (due === undefined || (remindedDays !== null && remindedDays <= due)) return null;
  return due;
}

/** Candidates read per batch: memory stays bounded however many subscriptions end this week. */
export const REMINDER_BATCH = 1000;

/**
 * Sends the trials' 12-hour reminders, then the 7-, 3- and 1-day reminders, each once per term: `reminded_days` holds the smallest
 * one sent and activation resets it. The candidates are read in keyset batches by id; each batch
 * is one transaction of one conditional update and two set-based inserts, so a second run (or a
 * second instance at once) sends nothing again.
 */
export async function sendExpiryReminders(deps: Pick<Deps, 'db' | 'env'>, now: Date, options: { batch?: number } = {}): Promise<{ reminded: number }> {
  const horizon = new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS);
  const limit = options.batch ?? REMINDER_BATCH;
  let reminded = (await sendTrialReminders(deps, now)).reminded;
  let after = 0;
  for (;;) {
    const candidates = await deps.db
      .select({ id: subscriptions.id, endDate: subscriptions.endDate, remindedDays: subscriptions.remindedDays })
      .from(subscriptions)
      .where(
        and(
          gt(subscriptions.id, after),
          eq(subscriptions.status, 'Active'),
          isNull(subscriptions.deletedAt),
          // A trial has its own reminder, 12 hours before it ends (trial-reminders.ts).
          isNull(subscriptions.trialHours),
          gt(subscriptions.endDate, now),
          lte(subscriptions.endDate, horizon),
          or(isNull(subscriptions.remindedDays), gt(subscriptions.remindedDays, REMINDER_DAYS.at(-1)!)),
        ),
      )
      .orderBy(asc(subscriptions.id))
      .limit(limit);
    if (candidates.length === 0) return { reminded };
    after = candidates.at(-1)!.id;
    const due = candidates.flatMap(({ id, endDate, remindedDays }) => {
      const days = dueReminder(endDate!, now, remindedDays);
      return days === null ? [] : [{ id, due: days, until: new Date(now.getTime() + days * DAY_MS) }];
    });
    if (due.length > 0) reminded += await remind(deps, now, due);
  }
}

async function remind(deps: Pick<Deps, 'db' | 'env'>, now: Date, due: { id: number; due: number; until: Date }[]): Promise<number> {
  return deps.db.transaction(async (tx) => {
    // Locked in id order (skipping rows another instance holds), then updated only if still
    // within the threshold: a renewal in the meantime moved the end date away.
    const rows = rowsOf<Reminded>(
      await tx.execute(sql`
        with v as (select * from json_to_recordset(${JSON.stringify(due)}::json) as v(id integer, due integer, until timestamptz)),
        claimed as (select s.id from ${subscriptions} s join v on v.id = s.id order by s.id for update of s skip locked)
        update ${subscriptions} s set reminded_days = v.due, updated_at = now()
        from v, claimed, ${users} u, ${plans} p
        where s.id = v.id and claimed.id = s.id and u.id = s.user_id and p.id = s.plan_id
          and s.status = 'Active' and s.deleted_at is null and s.trial_hours is null and s.end_date > ${now.toISOString()}::timestamptz and s.end_date <= v.until
          and (s.reminded_days is null or s.reminded_days > v.due)
        returning s.id, s.end_date, u.id as user_id, u.email, u.language, u.first_name, u.last_name, u.deleted_at, p.name as plan, p.devices`),
    );
    const told = customersToRemind(rows).map(({ planPath, ...customer }) => ({
      ...customer,
      days: Math.ceil((customer.endDate.getTime() - now.getTime()) / DAY_MS),
      renewPath: planPath,
    }));
    await notifyAll(
      tx,
      told.map(({ userId, plan, endDate, days, renewPath }) => ({ userId, kind: 'subscriptionExpiring', params: { plan, days, endDate }, link: renewPath })),
    );
    await enqueueEmails(
      tx,
      deps.env,
      'subscription-expiring',
      told.map(({ email, language, name, plan, endDate, days, renewPath }) => ({ to: email, language, data: { name, plan, endDate, days, renewPath } })),
    );
    return rows.length;
  });
}

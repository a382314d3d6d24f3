import { sql } from 'drizzle-orm';
import { TRIAL_REMINDER_HOURS } from '@nimbus/shared/trials';
import { plans, subscriptions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { rowsOf } from '../../lib/rows.ts';
import { enqueueEmails } from '../email/outbox.ts';
import { notifyAll } from '../notifications.ts';
import { customersToRemind, type Reminded } from './subscription-events.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Trials reminded per statement; a shop's daily cap keeps the running ones far fewer. */
const TRIAL_REMINDER_BATCH = 1000;

/**
 * A running free trial's one reminder, `TRIAL_REMINDER_HOURS` before it ends (ADR 039): a
 * notification and an e-mail inviting the customer to pay for the plan. `reminded_days = 0`
 * marks it sent; the update is conditional and skips rows another instance holds, so a second
 * run sends nothing again. The running trials are found on subscriptions_trial_end_idx.
 */
export async function sendTrialReminders(deps: Pick<Deps, 'db' | 'env'>, now: Date): Promise<{ reminded: number }> {
  const until = new Date(now.getTime() + TRIAL_REMINDER_HOURS * HOUR_MS);
  let reminded = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const rows = rowsOf<Reminded>(
        await tx.execute(sql`
          with claimed as (
            select s.id from ${subscriptions} s
            where s.trial_hours is not null and s.status = 'Active' and s.deleted_at is null
              and s.end_date > ${now.toISOString()}::timestamptz and s.end_date <= ${until.toISOString()}::timestamptz
              and s.reminded_days is null
            order by s.end_date, s.id limit ${TRIAL_REMINDER_BATCH}
            for update of s skip locked)
          update ${subscriptions} s set reminded_days = 0, updated_at = now()
          from claimed, ${users} u, ${plans} p
          where claimed.id = s.id and u.id = s.user_id and p.id = s.plan_id
          returning s.id, s.end_date, u.id as user_id, u.email, u.language, u.first_name, u.last_name, u.deleted_at, p.name as plan, p.devices`),
      );
      const told = customersToRemind(rows).map((customer) => ({
        ...customer,
        hours: Math.max(1, Math.round((customer.endDate.getTime() - now.getTime()) / HOUR_MS)),
      }));
      await notifyAll(
        tx,
        told.map(({ userId, plan, endDate, hours, planPath }) => ({ userId, kind: 'trialEnding', params: { plan, hours, endDate }, link: planPath })),
      );
      await enqueueEmails(
        tx,
        deps.env,
        'trial-ending',
        told.map(({ email, language, name, plan, endDate, hours, planPath }) => ({ to: email, language, data: { name, plan, endDate, hours, planPath } })),
      );
      return rows.length;
    });
    reminded += count;
    if (count < TRIAL_REMINDER_BATCH) return { reminded };
  }
}

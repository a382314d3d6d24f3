import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { notify } from '../notifications.ts';
import { DAY_MS, day, subscriptionParty } from './subscription-events.ts';

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

/**
 * Sends the 7-, 3- and 1-day reminders, each once per term: `reminded_days` holds the smallest
 * one sent and activation resets it. The conditional update makes a second run send nothing.
 */
export async function sendExpiryReminders(deps: Pick<Deps, 'db' | 'env'>, now: Date): Promise<{ reminded: number }> {
  const horizon = new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS);
  const candidates = await deps.db
    .select({ id: subscriptions.id, endDate: subscriptions.endDate, remindedDays: subscriptions.remindedDays })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'Active'),
        isNull(subscriptions.deletedAt),
        gt(subscriptions.endDate, now),
        lte(subscriptions.endDate, horizon),
        or(isNull(subscriptions.remindedDays), gt(subscriptions.remindedDays, REMINDER_DAYS.at(-1)!)),
      ),
    )
    .orderBy(asc(subscriptions.endDate), asc(subscriptions.id));
  let reminded = 0;
  for (const candidate of candidates) {
    const endDate = candidate.endDate!;
    const due = dueReminder(endDate, now, candidate.remindedDays);
    if (due === null) continue;
    const done = await deps.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(subscriptions)
        .set({ remindedDays: due })
        .where(
          and(
            eq(subscriptions.id, candidate.id),
            eq(subscriptions.status, 'Active'),
            // Still within the threshold: a renewal in the meantime moved the end date away.
            gt(subscriptions.endDate, now),
            lte(subscriptions.endDate, new Date(now.getTime() + due * DAY_MS)),
            or(isNull(subscriptions.remindedDays), gt(subscriptions.remindedDays, due)),
          ),
        )
        .returning({ id: subscriptions.id });
      if (!changed) return false;
      const party = await subscriptionParty(tx, candidate.id);
      if (!party?.recipient) return true;
      const { recipient, plan, renewPath } = party;
      const days = Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS);
      await notify(tx, recipient.userId, {
        title: 'Subscription expiring soon',
        message: `Your ${plan} subscription ends in ${days} day${days === 1 ? '' : 's'}, on ${day(endDate)}. Renew now to keep watching.`,
        link: renewPath,
      });
      await enqueueEmail(tx, deps.env, recipient.email, 'subscription-expiring', { name: recipient.name, plan, endDate, days, renewPath });
      return true;
    });
    if (done) reminded += 1;
  }
  return { reminded };
}

import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { invoiceAttachment } from '../invoices.ts';
import type { MailTransport } from './transport.ts';

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failure; the 5th failure is final. */
export const BACKOFF_MINUTES = [1, 5, 30, 120] as const;
export const MAX_ATTEMPTS = BACKOFF_MINUTES.length + 1;
/** How long a claimed row stays invisible to other senders while this one sends it. */
export const CLAIM_MINUTES = 10;

const MINUTE = 60_000;
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);

export type SendResult = { sent: number; retrying: number; failed: number };

/**
 * Claims due rows in a short transaction (FOR UPDATE SKIP LOCKED: two senders never take the same
 * row) by pushing their next attempt past the claim window, then sends them with no transaction
 * open: a slow SMTP server holds no lock and, on PGlite, does not stall every other query.
 * A crash between sending and recording means the e-mail goes again after the claim: at least once.
 */
async function claimDue(db: Db, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        html: emailOutbox.html,
        invoiceId: emailOutbox.invoiceId,
        attempts: emailOutbox.attempts,
      })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(emailOutbox)
        .set({ nextAttemptAt: minutesAfter(now, CLAIM_MINUTES) })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

export async function sendDueEmails(deps: Pick<Deps, 'db' | 'now' | 'log'>, transport: MailTransport, options: { limit?: number } = {}): Promise<SendResult> {
  const result: SendResult = { sent: 0, retrying: 0, failed: 0 };
  for (const email of await claimDue(deps.db, deps.now(), options.limit ?? 20)) {
    const attempts = email.attempts + 1;
    try {
      // The invoice is drawn now from its frozen row (ADR 038): a retry attaches the same PDF.
      const invoice = email.invoiceId === null ? null : await invoiceAttachment(deps.db, email.invoiceId);
      await transport.send({ to: email.to, subject: email.subject, text: email.text, html: email.html, ...(invoice ? { attachments: [invoice] } : {}) });
      // Delivered: the body (a reset code, a ticket reply) is no longer kept; the row stays a record.
      await deps.db
        .update(emailOutbox)
        .set({ status: 'sent', attempts, sentAt: deps.now(), lastError: null, text: '', html: null })
        .where(eq(emailOutbox.id, email.id));
      result.sent += 1;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = attempts >= MAX_ATTEMPTS;
      await deps.db
        .update(emailOutbox)
        .set(
          final
            ? { status: 'failed', attempts, lastError, text: '', html: null }
            : { attempts, lastError, nextAttemptAt: minutesAfter(deps.now(), BACKOFF_MINUTES[attempts - 1]!) },
        )
        .where(eq(emailOutbox.id, email.id));
      deps.log.warn({ emailId: email.id, attempts, final, err: error }, final ? 'e-mail failed for good' : 'e-mail failed; will retry');
      result[final ? 'failed' : 'retrying'] += 1;
    }
  }
  return result;
}

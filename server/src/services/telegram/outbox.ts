import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { LANGUAGES } from '@nimbus/shared/i18n';
import type { Db, DbOrTx } from '../../db/client.ts';
import { telegramLinks, telegramOutbox, users } from '../../db/schema/index.ts';
import { english, translator, type TextKey, type TextValues } from '../../i18n/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { eventWords, type NotificationEvent } from '../notification-texts.ts';
import { TelegramError } from './bot-api.ts';
import { staffChatId, telegramBot } from './settings.ts';

// Telegram messages go through their own outbox (ADR 045): a row written in the transaction of the
// event it reports, sent by the telegram-outbox job with retries and Telegram's 429 retry_after.

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failure; the 5th failure is final. */
export const TELEGRAM_BACKOFF_MINUTES = [1, 5, 30, 120] as const;
export const TELEGRAM_MAX_ATTEMPTS = TELEGRAM_BACKOFF_MINUTES.length + 1;
const CLAIM_MINUTES = 10;
const MINUTE = 60_000;

export type TelegramNote = NotificationEvent & { userId: number; link?: string | null };

const noteText = (note: { title: string; message: string }) => `${note.title}\n\n${note.message}`;

/**
 * One message to each linked chat of the notes' users, in one statement: customers without a
 * linked chat get none. Called by notify/notifyAll, so every notification follows (ADR 045).
 * Each note goes in every language and the statement keeps the one of its user (users.language).
 */
export async function enqueueForUsers(db: DbOrTx, notes: readonly TelegramNote[]): Promise<void> {
  if (notes.length === 0) return;
  const json = JSON.stringify(
    notes.map((note) => ({
      user_id: note.userId,
      texts: Object.fromEntries(LANGUAGES.map((language) => [language, noteText(eventWords(note, translator(language)))])),
      link: note.link ?? null,
    })),
  );
  await db.execute(sql`
    insert into ${telegramOutbox} (chat_id, text, link)
    select l.chat_id, coalesce(r.texts ->> u.language, r.texts ->> 'en'), r.link
    from json_to_recordset(${json}::json) as r(user_id integer, texts json, link text)
    join ${telegramLinks} l on l.user_id = r.user_id
    join ${users} u on u.id = l.user_id`);
}

/** A message to one chat (a reply to the chat's own command). */
export async function enqueueMessage(db: DbOrTx, chatId: number, text: string, link: string | null = null): Promise<void> {
  await db.insert(telegramOutbox).values({ chatId, text, link });
}

type StaffAlert = { title: TextKey; message: TextKey; values: TextValues; link: string };

/** An alert for the staff chat (new payment, new ticket), when the bot has one: a shared chat, in English. */
export async function alertStaff(db: DbOrTx, alert: StaffAlert): Promise<void> {
  const chatId = await staffChatId(db);
  const { t } = english;
  if (chatId !== null) await enqueueMessage(db, chatId, noteText({ title: t(alert.title, alert.values), message: t(alert.message, alert.values) }), alert.link);
}

async function claimDue(db: Db, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: telegramOutbox.id, chatId: telegramOutbox.chatId, text: telegramOutbox.text, link: telegramOutbox.link, attempts: telegramOutbox.attempts })
      .from(telegramOutbox)
      .where(and(eq(telegramOutbox.status, 'pending'), lte(telegramOutbox.nextAttemptAt, now)))
      .orderBy(asc(telegramOutbox.nextAttemptAt), asc(telegramOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(telegramOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MINUTES * MINUTE) })
        .where(
          inArray(
            telegramOutbox.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });
}

export type TelegramSendResult = { sent: number; retrying: number; failed: number; deferred: number };

function absolute(publicUrl: string, link: string | null): string {
  if (!link) return '';
  return `\n\n${link.startsWith('/') ? new URL(link, publicUrl).toString() : link}`;
}

/**
 * Sends due rows. A 429 puts this row and the rest of the batch off by Telegram's retry_after
 * (not counted as a failure); a chat that blocked the bot or no longer exists fails for good and
 * loses its link. Without a bot, rows wait.
 */
export async function sendDueTelegram(
  deps: Pick<Deps, 'db' | 'now' | 'log' | 'env' | 'cipher'>,
  options: { limit?: number } = {},
): Promise<TelegramSendResult> {
  const result: TelegramSendResult = { sent: 0, retrying: 0, failed: 0, deferred: 0 };
  const bot = await telegramBot(deps);
  if (!bot) return result;
  const due = await claimDue(deps.db, deps.now(), options.limit ?? 20);
  for (const [index, row] of due.entries()) {
    const attempts = row.attempts + 1;
    try {
      await bot.api.sendMessage({ chatId: row.chatId, text: row.text + absolute(deps.env.PUBLIC_URL, row.link) });
      await deps.db.update(telegramOutbox).set({ status: 'sent', attempts, sentAt: deps.now(), lastError: null }).where(eq(telegramOutbox.id, row.id));
      result.sent += 1;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (error instanceof TelegramError && error.problem === 'rate_limited') {
        // Telegram's own wait, for this row and the ones still claimed behind it.
        const waitUntil = new Date(deps.now().getTime() + Math.max(1, error.retryAfter ?? 1) * 1000);
        const rest = due.slice(index).map((r) => r.id);
        await deps.db.update(telegramOutbox).set({ nextAttemptAt: waitUntil, lastError }).where(inArray(telegramOutbox.id, rest));
        deps.log.info({ retryAfter: error.retryAfter, rows: rest.length }, 'telegram asked to slow down');
        result.deferred += rest.length;
        break;
      }
      const gone = error instanceof TelegramError && (error.problem === 'forbidden' || error.problem === 'bad_request');
      const final = gone || attempts >= TELEGRAM_MAX_ATTEMPTS;
      await deps.db
        .update(telegramOutbox)
        .set(
          final
            ? { status: 'failed', attempts, lastError }
            : { attempts, lastError, nextAttemptAt: new Date(deps.now().getTime() + TELEGRAM_BACKOFF_MINUTES[attempts - 1]! * MINUTE) },
        )
        .where(eq(telegramOutbox.id, row.id));
      // Blocked by the customer, or the chat is gone: unlinked from Telegram's side.
      if (gone && error.problem === 'forbidden') await deps.db.delete(telegramLinks).where(eq(telegramLinks.chatId, row.chatId));
      deps.log.warn({ telegramId: row.id, attempts, final, err: error }, final ? 'telegram message failed for good' : 'telegram message failed; will retry');
      result[final ? 'failed' : 'retrying'] += 1;
    }
  }
  return result;
}

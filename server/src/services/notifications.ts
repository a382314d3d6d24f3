import { TRPCError } from '@trpc/server';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { notificationMessages, type NotificationItem } from '@nimbus/shared/notifications';
import type { Page } from '@nimbus/shared/paging';
import type { DbOrTx } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { english, type Translator } from '../i18n/index.ts';
import { insertRows } from '../lib/insert-rows.ts';
import { keysetPage, pageKey, type KeysetInput } from '../lib/paging.ts';
import { eventWords, notificationWords, type NotificationEvent } from './notification-texts.ts';
import { enqueueForUsers } from './telegram/outbox.ts';

/** What happened (its kind and values) and where the notification leads. */
export type NewNotification = NotificationEvent & { link?: string | null };

/** The row of a new notification: its event, and its English text for the legacy REST. */
export function notificationRow(notification: NewNotification) {
  const { title, message } = eventWords(notification);
  return { title, message, kind: notification.kind, params: notification.params as Record<string, unknown>, link: notification.link ?? null };
}

/**
 * Adds one notification for a user; call it inside the transaction of the event it reports. A
 * customer with a linked Telegram chat gets it there too: its outbox row is written in the same
 * transaction (ADR 045).
 */
export async function notify(db: DbOrTx, userId: number, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values({ userId, ...notificationRow(notification) });
  await enqueueForUsers(db, [{ userId, ...notification }]);
}

/** One notification each for many users (a bulk action, a job batch), in one statement. */
export async function notifyAll(db: DbOrTx, list: readonly (NewNotification & { userId: number })[]): Promise<void> {
  await insertRows(
    db,
    notifications,
    list.map((n) => ({ userId: n.userId, ...notificationRow(n) })),
  );
  await enqueueForUsers(db, list);
}

/** The first notification of every customer, written with their account. */
export function welcomeNotification(brandName: string): NewNotification {
  return { kind: 'welcome', params: { brand: brandName }, link: '/home?section=plans' };
}

const itemColumns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  kind: notifications.kind,
  params: notifications.params,
  link: notifications.link,
  date: notifications.createdAt,
  readAt: notifications.readAt,
};

type StoredRow = { id: number; title: string; message: string; kind: string | null; params: unknown; link: string | null; date: Date; readAt: Date | null };

/** A row as the viewer reads it: in their language (English for the legacy REST). */
function toItem(row: StoredRow, words: Translator): NotificationItem {
  return { id: row.id, ...notificationWords(row, words), link: row.link, date: row.date, read: row.readAt !== null };
}

/** The user's notifications, newest first: keyset pages on (user_id, created_at, id), however many there are. */
export async function listNotifications(
  db: DbOrTx,
  userId: number,
  input: KeysetInput & { unreadOnly: boolean },
  words: Translator = english,
): Promise<Page<NotificationItem>> {
  return keysetPage(
    db,
    {
      table: notifications,
      createdAt: notifications.createdAt,
      id: notifications.id,
      where: and(eq(notifications.userId, userId), input.unreadOnly ? isNull(notifications.readAt) : undefined),
      arms: undefined,
      rows: (ids) =>
        db
          .select({ ...itemColumns, ...pageKey(notifications.id, notifications.createdAt) })
          .from(notifications)
          .where(inArray(notifications.id, ids)),
      toRow: (row) => toItem(row, words),
    },
    input,
  );
}

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read; anyone else's answers NOT_FOUND. */
export async function markRead(db: DbOrTx, userId: number, id: number, now: Date, words: Translator = english): Promise<NotificationItem> {
  const [owned] = await db
    .select(itemColumns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!owned) throw new TRPCError({ code: 'NOT_FOUND', message: notificationMessages.notFound });
  if (owned.readAt) return toItem(owned, words);
  const [row] = await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, id)).returning(itemColumns);
  return toItem(row!, words);
}

export async function markAllRead(db: DbOrTx, userId: number, now: Date): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

import { TRPCError } from '@trpc/server';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { notificationMessages, type NotificationItem } from '@nimbus/shared/notifications';
import type { Page } from '@nimbus/shared/paging';
import type { DbOrTx } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { insertRows } from '../lib/insert-rows.ts';
import { keysetPage, pageKey, type KeysetInput } from '../lib/paging.ts';
import { enqueueForUsers } from './telegram/outbox.ts';

export type NewNotification = { title: string; message: string; link?: string | null };

/**
 * Adds one notification for a user; call it inside the transaction of the event it reports. A
 * customer with a linked Telegram chat gets it there too: its outbox row is written in the same
 * transaction (ADR 045).
 */
export async function notify(db: DbOrTx, userId: number, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values({ userId, title: notification.title, message: notification.message, link: notification.link ?? null });
  await enqueueForUsers(db, [{ userId, ...notification }]);
}

/** One notification each for many users (a bulk action, a job batch), in one statement. */
export async function notifyAll(db: DbOrTx, list: readonly (NewNotification & { userId: number })[]): Promise<void> {
  await insertRows(
    db,
    notifications,
    list.map((n) => ({ userId: n.userId, title: n.title, message: n.message, link: n.link ?? null })),
  );
  await enqueueForUsers(db, list);
}

/** The first notification of every customer, written with their account. */
export function welcomeNotification(brandName: string): NewNotification {
  return {
    title: `Welcome to ${brandName}`,
    message:
      'Your account is ready. Choose a plan and upload your payment receipt: we activate your subscription 5 to 15 minutes after the payment is confirmed.',
    link: '/home?section=plans',
  };
}

const itemColumns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  link: notifications.link,
  date: notifications.createdAt,
  readAt: notifications.readAt,
};

function toItem(row: { id: number; title: string; message: string; link: string | null; date: Date; readAt: Date | null }): NotificationItem {
  return { id: row.id, title: row.title, message: row.message, link: row.link, date: row.date, read: row.readAt !== null };
}

/** The user's notifications, newest first: keyset pages on (user_id, created_at, id), however many there are. */
export async function listNotifications(db: DbOrTx, userId: number, input: KeysetInput & { unreadOnly: boolean }): Promise<Page<NotificationItem>> {
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
      toRow: toItem,
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
export async function markRead(db: DbOrTx, userId: number, id: number, now: Date): Promise<NotificationItem> {
  const [owned] = await db
    .select(itemColumns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!owned) throw new TRPCError({ code: 'NOT_FOUND', message: notificationMessages.notFound });
  if (owned.readAt) return toItem(owned);
  const [row] = await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, id)).returning(itemColumns);
  return toItem(row!);
}

export async function markAllRead(db: DbOrTx, userId: number, now: Date): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

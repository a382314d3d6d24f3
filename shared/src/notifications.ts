import { z } from './zod.ts';
import { paged, pageFields } from './paging.ts';

export const notificationMessages = {
  notFound: 'Notification not found',
} as const;

export const notificationListInput = paged(pageFields.extend({ unreadOnly: z.boolean().default(false) }));
export type NotificationListInput = z.input<typeof notificationListInput>;

/** A notification as the customer sees it (specification section 3: id, title, message, date, read). */
export type NotificationItem = {
  id: number;
  title: string;
  message: string;
  link: string | null;
  date: Date;
  read: boolean;
};

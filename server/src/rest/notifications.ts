import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import type { NotificationItem } from '@nimbus/shared/notifications';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { sendPage } from './params.ts';
import { operation, typed } from './route.ts';
import { badInput, forbidden, isoDate, pagedList, PAGED_LIST, pagingQuery, pathId, refusal, signedOut } from './schemas.ts';

/** The specification's Notification: id, title, message, date, read. */
const legacyNotification = z.object({ id: z.number().int(), title: z.string(), message: z.string(), date: isoDate, read: z.boolean() });
export type LegacyNotification = z.output<typeof legacyNotification>;

export function toLegacyNotification(item: NotificationItem): LegacyNotification {
  return { id: item.id, title: item.title, message: item.message, date: item.date.toISOString(), read: item.read };
}

const denied = { 400: badInput, 401: signedOut, 403: forbidden };
// No search here; `?unreadOnly=true` (anything else: every notification).
const listQuery = pagingQuery(MAX_PAGE_SIZE)
  .omit({ search: true })
  .extend({
    unreadOnly: z
      .string()
      .transform((flag) => flag === 'true')
      .optional()
      .meta({ type: 'boolean' }),
  });

export function notificationRoutes(app: FastifyInstance, deps: Deps) {
  const api = typed(app);
  // The caller's own notifications, newest first: one page (the old API sent every one), the
  // total in X-Total-Count and the next and previous pages in Link headers.
  api.get(
    '/notifications',
    operation(deps, 'authed', {
      summary: "The caller's notifications",
      description: PAGED_LIST,
      tags: ['notifications'],
      querystring: listQuery,
      response: { 200: pagedList(legacyNotification, 'Notifications'), ...denied },
    }),
    async (req, reply) => {
      const { unreadOnly, ...paging } = req.query;
      const page = await (
        await callerFor(deps, req)
      ).notifications.list({
        ...paging,
        pageSize: paging.pageSize ?? MAX_PAGE_SIZE,
        unreadOnly: unreadOnly ?? false,
      });
      return sendPage(req, reply, page, toLegacyNotification);
    },
  );

  api.put(
    '/notifications/:id/read',
    operation(deps, 'authed', {
      summary: 'Mark one of your notifications read',
      tags: ['notifications'],
      params: z.object({ id: pathId }),
      response: { 200: legacyNotification.meta({ description: 'The notification, read' }), ...denied, 404: refusal('Notification not found (or not yours)') },
    }),
    async (req) => toLegacyNotification(await (await callerFor(deps, req)).notifications.markRead({ id: req.params.id })),
  );
}

import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import type { NotificationItem } from '@nimbus/shared/notifications';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { bearer, errorResponses, idParam, jsonResponse, type OpenApiPaths } from './openapi.ts';
import { pageQuery, pathId } from './params.ts';

/** The specification's Notification: id, title, message, date, read. */
export type LegacyNotification = { id: number; title: string; message: string; date: string; read: boolean };

export function toLegacyNotification(item: NotificationItem): LegacyNotification {
  return { id: item.id, title: item.title, message: item.message, date: item.date.toISOString(), read: item.read };
}

export function notificationRoutes(app: FastifyInstance, deps: Deps) {
  // The caller's own notifications, newest first: every one unless ?page / ?pageSize pick a page.
  app.get('/notifications', async (req, reply) => {
    const caller = await callerFor(deps, req);
    const query = pageQuery(req);
    if (query.page !== undefined || query.pageSize !== undefined) {
      const page = await caller.notifications.list(query);
      return reply.header('X-Total-Count', String(page.total)).send(page.items.map(toLegacyNotification));
    }
    const items: NotificationItem[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
      const result = await caller.notifications.list({ page, pageSize: MAX_PAGE_SIZE });
      items.push(...result.items);
      pageCount = result.pageCount ?? 1;
    }
    return reply.header('X-Total-Count', String(items.length)).send(items.map(toLegacyNotification));
  });

  app.put('/notifications/:id/read', async (req) =>
    toLegacyNotification(await (await callerFor(deps, req)).notifications.markRead({ id: pathId(req) })),
  );
}

const legacyNotification = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    message: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    read: { type: 'boolean' },
  },
};
const query = (name: string, schema: Record<string, unknown>) => ({ name, in: 'query' as const, required: false, schema });

export const notificationsPaths: OpenApiPaths = {
  '/api/notifications': {
    get: {
      summary: "The caller's notifications, newest first; ?page and ?pageSize return one page. X-Total-Count holds the total.",
      tags: ['notifications'],
      security: bearer,
      parameters: [query('page', { type: 'integer', minimum: 1 }), query('pageSize', { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE })],
      responses: {
        '200': jsonResponse('Notifications', { type: 'array', items: legacyNotification }),
        '400': errorResponses['400'],
        '401': errorResponses['401'],
        '403': errorResponses['403'],
      },
    },
  },
  '/api/notifications/{id}/read': {
    put: {
      summary: 'Mark one of your notifications read',
      tags: ['notifications'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': jsonResponse('The notification, read', legacyNotification),
        '400': errorResponses['400'],
        '401': errorResponses['401'],
        '403': errorResponses['403'],
        '404': jsonResponse('Notification not found (or not yours)', { $ref: '#/components/schemas/Error' }),
      },
    },
  },
};

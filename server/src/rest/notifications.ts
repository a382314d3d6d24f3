import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '@nimbus/shared/constants';
import type { NotificationItem } from '@nimbus/shared/notifications';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { bearer, errorResponses, idParam, jsonResponse, listParameters, PAGED_LIST, type OpenApiPaths } from './openapi.ts';
import { pageQuery, pathId, sendPage } from './params.ts';

/** The specification's Notification: id, title, message, date, read. */
export type LegacyNotification = { id: number; title: string; message: string; date: string; read: boolean };

export function toLegacyNotification(item: NotificationItem): LegacyNotification {
  return { id: item.id, title: item.title, message: item.message, date: item.date.toISOString(), read: item.read };
}

export function notificationRoutes(app: FastifyInstance, deps: Deps) {
  // The caller's own notifications, newest first: one page (the old API sent every one), the
  // total in X-Total-Count and the next and previous pages in Link headers.
  app.get('/notifications', async (req, reply) => {
    const { search: _search, ...paging } = pageQuery(req);
    const unreadOnly = (req.query as Record<string, unknown>).unreadOnly === 'true';
    const page = await (await callerFor(deps, req)).notifications.list({ pageSize: MAX_PAGE_SIZE, ...paging, unreadOnly });
    return sendPage(req, reply, page, toLegacyNotification);
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
      summary: "The caller's notifications",
      description: PAGED_LIST,
      tags: ['notifications'],
      security: bearer,
      parameters: [...listParameters(MAX_PAGE_SIZE).filter((parameter) => parameter.name !== 'search'), query('unreadOnly', { type: 'boolean' })],
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

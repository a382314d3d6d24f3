import type { FastifyInstance } from 'fastify';
import { toCents } from '@nimbus/shared/money';
import type { LegacyDashboardStats } from '@nimbus/shared/stats';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { bearer, errorResponses, jsonResponse, type OpenApiPaths } from './openapi.ts';

export function statsRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/admin-dashboard', async (req): Promise<LegacyDashboardStats> => {
    const stats = await (await callerFor(deps, req)).stats.dashboard();
    // The old API sent a number; cents first, so the float is exactly the two-decimal amount.
    return { ...stats, revenueThisMonth: toCents(stats.revenueThisMonth) / 100 };
  });
}

export const statsPaths: OpenApiPaths = {
  '/api/admin-dashboard': {
    get: {
      summary: 'The four stats of the admin overview (ADMIN)',
      tags: ['stats'],
      security: bearer,
      responses: {
        '200': jsonResponse('Stats', {
          type: 'object',
          properties: {
            totalUsers: { type: 'integer', description: 'customers (role USER), deleted ones left out' },
            activeSubscriptions: { type: 'integer' },
            expiredSubscriptions: { type: 'integer' },
            revenueThisMonth: { type: 'number', description: 'Completed payments verified this calendar month (UTC), US dollars' },
          },
        }),
        '401': errorResponses['401'],
        '403': errorResponses['403'],
      },
    },
  },
};

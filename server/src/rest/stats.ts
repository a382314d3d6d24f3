import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toCents } from '@nimbus/shared/money';
import type { LegacyDashboardStats } from '@nimbus/shared/stats';
import type { Deps } from '../lib/deps.ts';
import { callerFor } from './caller.ts';
import { operation, typed } from './route.ts';
import { forbidden, signedOut } from './schemas.ts';

const legacyStats = z
  .object({
    totalUsers: z.number().int().meta({ description: 'customers (role USER), deleted ones left out' }),
    activeSubscriptions: z.number().int(),
    expiredSubscriptions: z.number().int(),
    revenueThisMonth: z.number().meta({ description: 'Completed payments verified this calendar month (UTC), US dollars' }),
  })
  .meta({ description: 'Stats' });

export function statsRoutes(app: FastifyInstance, deps: Deps) {
  typed(app).get(
    '/admin-dashboard',
    operation(deps, 'admin', {
      summary: 'The four stats of the admin overview (ADMIN)',
      tags: ['stats'],
      response: { 200: legacyStats, 401: signedOut, 403: forbidden },
    }),
    async (req): Promise<LegacyDashboardStats> => {
      const stats = await (await callerFor(deps, req)).stats.dashboard();
      // The old API sent a number; cents first, so the float is exactly the two-decimal amount.
      return { ...stats, revenueThisMonth: toCents(stats.revenueThisMonth) / 100 };
    },
  );
}

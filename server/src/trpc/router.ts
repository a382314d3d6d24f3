import { auditRouter } from '../routers/audit.ts';
import { authRouter } from '../routers/auth.ts';
import { couponsRouter } from '../routers/coupons.ts';
import { notificationsRouter } from '../routers/notifications.ts';
import { panelRouter } from '../routers/panel.ts';
import { panelDriftRouter } from '../routers/panel-drift.ts';
import { paymentsRouter } from '../routers/payments.ts';
import { plansRouter } from '../routers/plans.ts';
import { settingsRouter } from '../routers/settings.ts';
import { setupRouter } from '../routers/setup.ts';
import { statsRouter } from '../routers/stats.ts';
import { subscriptionsRouter } from '../routers/subscriptions.ts';
import { telegramRouter } from '../routers/telegram.ts';
import { ticketsRouter } from '../routers/tickets.ts';
import { trialsRouter } from '../routers/trials.ts';
import { usersRouter } from '../routers/users.ts';
import { webhooksRouter } from '../routers/webhooks.ts';
import { createCallerFactory, router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  plans: plansRouter,
  payments: paymentsRouter,
  coupons: couponsRouter,
  subscriptions: subscriptionsRouter,
  tickets: ticketsRouter,
  users: usersRouter,
  notifications: notificationsRouter,
  settings: settingsRouter,
  panel: panelRouter,
  panelDrift: panelDriftRouter,
  setup: setupRouter,
  stats: statsRouter,
  audit: auditRouter,
  trials: trialsRouter,
  webhooks: webhooksRouter,
  telegram: telegramRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

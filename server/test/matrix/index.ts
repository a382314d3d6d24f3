import { auditMatrix } from './audit.ts';
import { authMatrix } from './auth.ts';
import { couponsMatrix } from './coupons.ts';
import { notificationsMatrix } from './notifications.ts';
import { panelMatrix } from './panel.ts';
import { panelDriftMatrix } from './panel-drift.ts';
import { paymentsMatrix } from './payments.ts';
import { plansMatrix } from './plans.ts';
import { resetMatrix } from './reset.ts';
import { settingsMatrix } from './settings.ts';
import { setupMatrix } from './setup.ts';
import { statsMatrix } from './stats.ts';
import { subscriptionsMatrix } from './subscriptions.ts';
import { telegramMatrix } from './telegram.ts';
import { ticketsMatrix } from './tickets.ts';
import { trialsMatrix } from './trials.ts';
import type { MatrixEntry } from './types.ts';
import { usersMatrix } from './users.ts';
import { webhooksMatrix } from './webhooks.ts';

// One module per domain; role-matrix.test.ts checks that together they cover the router.
export const MATRIX: MatrixEntry[] = [
  ...authMatrix,
  ...plansMatrix,
  ...resetMatrix,
  ...usersMatrix,
  ...ticketsMatrix,
  ...paymentsMatrix,
  ...couponsMatrix,
  ...subscriptionsMatrix,
  ...notificationsMatrix,
  ...settingsMatrix,
  ...panelMatrix,
  ...panelDriftMatrix,
  ...setupMatrix,
  ...statsMatrix,
  ...auditMatrix,
  ...trialsMatrix,
  ...webhooksMatrix,
  ...telegramMatrix,
];

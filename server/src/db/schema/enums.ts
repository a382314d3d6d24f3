import { pgEnum } from 'drizzle-orm/pg-core';
import {
  LINE_DISABLED_REASONS,
  PANEL_ACTION_KINDS,
  PANEL_DRIFT_FIELDS,
  PANEL_ACTION_STATES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_STATUSES,
  PROVISIONING_STATES,
  RECONCILIATION_STATES,
  ROLES,
  SUBSCRIPTION_STATUSES,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  USER_STATUSES,
} from '@nimbus/shared/enums';

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const planStatusEnum = pgEnum('plan_status', PLAN_STATUSES);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const ticketStatusEnum = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketCategoryEnum = pgEnum('ticket_category', TICKET_CATEGORIES);
export const ticketPriorityEnum = pgEnum('ticket_priority', TICKET_PRIORITIES);
export const emailStatusEnum = pgEnum('email_status', ['pending', 'sent', 'failed']);
export const provisioningStateEnum = pgEnum('provisioning_state', PROVISIONING_STATES);
export const lineDisabledReasonEnum = pgEnum('line_disabled_reason', LINE_DISABLED_REASONS);
export const panelActionKindEnum = pgEnum('panel_action_kind', PANEL_ACTION_KINDS);
export const panelActionStateEnum = pgEnum('panel_action_state', PANEL_ACTION_STATES);
export const panelDriftFieldEnum = pgEnum('panel_drift_field', PANEL_DRIFT_FIELDS);
export const reconciliationStateEnum = pgEnum('reconciliation_state', RECONCILIATION_STATES);

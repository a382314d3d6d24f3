// The specification's words for every status and kind, in one place.
export const ROLES = ['USER', 'ADMIN', 'AGENT'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['ADMIN', 'AGENT'] as const satisfies readonly Role[];

export const USER_STATUSES = ['Active', 'Suspend'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PLAN_STATUSES = ['Active', 'Inactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const SUBSCRIPTION_STATUSES = ['Active', 'Pending', 'Expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/**
 * Where the panel's line of a Pending or Expired subscription is: being made on the panel
 * ('Provisioning'), or given up after its retries ('Failed'). Beside the status, not in it, so
 * clients that know only Active / Pending / Expired keep reading Pending (ADR 032).
 */
export const PROVISIONING_STATES = ['Provisioning', 'Failed'] as const;
export type ProvisioningState = (typeof PROVISIONING_STATES)[number];
/** Why our line on the panel is disabled: staff's reason survives a renewal (ADR 032). */
export const LINE_DISABLED_REASONS = ['staff', 'expired', 'deleted'] as const;
export type LineDisabledReason = (typeof LINE_DISABLED_REASONS)[number];
/** What a job does on the panel for a subscription. */
export const PANEL_ACTION_KINDS = ['provision', 'renew', 'disable', 'password', 'recreate', 'upgrade'] as const;
export type PanelActionKind = (typeof PANEL_ACTION_KINDS)[number];
export const PANEL_ACTION_STATES = ['queued', 'done', 'failed'] as const;
export type PanelActionState = (typeof PANEL_ACTION_STATES)[number];
/** What the nightly reconciliation compares between our subscription and its panel line (ADR 035). */
export const PANEL_DRIFT_FIELDS = ['expiry', 'devices', 'enabled', 'missing'] as const;
export type PanelDriftField = (typeof PANEL_DRIFT_FIELDS)[number];
export const RECONCILIATION_STATES = ['requested', 'running', 'done', 'stopped'] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];

export const PAYMENT_STATUSES = ['Completed', 'Pending', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['bank', 'crypto', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const TICKET_STATUSES = ['Open', 'InProgress', 'Resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CATEGORIES = ['technical', 'billing', 'general'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const DEVICE_TYPES = ['Smart TV', 'Amazon Firestick', 'Mobile/Tablet', 'Desktop/Laptop', 'Other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export function isStaffRole(role: Role): role is (typeof STAFF_ROLES)[number] {
  return role === 'ADMIN' || role === 'AGENT';
}

/** The staff users table shows customers, or staff behind their own filter. */
export const USER_LIST_KINDS = ['customers', 'staff'] as const;
export type UserListKind = (typeof USER_LIST_KINDS)[number];

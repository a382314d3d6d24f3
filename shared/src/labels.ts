import type { PanelDriftField, PaymentMethod, Role, TicketCategory, TicketPriority, TicketStatus, UserStatus } from './enums.ts';

// How each stored value reads for people: one label per value, the same for customers, staff
// and e-mails (a customer who paid by "Card / bank transfer" and the agent who checks that
// payment read the same words).

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank: 'Card / bank transfer',
  crypto: 'Crypto',
  paypal: 'PayPal',
};

export const ROLE_LABELS: Record<Role, string> = { USER: 'Customer', ADMIN: 'Admin', AGENT: 'Agent' };

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = { technical: 'Technical', billing: 'Billing', general: 'General' };

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High', URGENT: 'Urgent' };

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = { Open: 'Open', InProgress: 'In Progress', Resolved: 'Resolved' };

/** The panel drift page's columns (ADR 035). */
export const PANEL_DRIFT_FIELD_LABELS: Record<PanelDriftField, string> = {
  expiry: 'Expiry',
  devices: 'Devices',
  enabled: 'Enabled',
  missing: 'Line missing',
};

/** The specification's stored word is 'Suspend'; people read the state as 'Suspended'. */
export const USER_STATUS_LABELS: Record<UserStatus, string> = { Active: 'Active', Suspend: 'Suspended' };

/** Every label above, for the message catalogue (messages.ts): a screen in another language translates them. */
export const LABELS = {
  paymentMethod: PAYMENT_METHOD_LABELS,
  role: ROLE_LABELS,
  ticketCategory: TICKET_CATEGORY_LABELS,
  ticketPriority: TICKET_PRIORITY_LABELS,
  ticketStatus: TICKET_STATUS_LABELS,
  panelDriftField: PANEL_DRIFT_FIELD_LABELS,
  userStatus: USER_STATUS_LABELS,
} as const;

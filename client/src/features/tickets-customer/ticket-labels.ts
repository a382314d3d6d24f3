import type { TicketCategory, TicketPriority } from '@nimbus/shared/enums';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@nimbus/shared/enums';

// The select options: the specification's values, labels a customer reads.
export const CATEGORY_LABELS: Record<TicketCategory, string> = { technical: 'Technical', billing: 'Billing', general: 'General' };
export const PRIORITY_LABELS: Record<TicketPriority, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High', URGENT: 'Urgent' };

export const categoryOptions = TICKET_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
export const priorityOptions = TICKET_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

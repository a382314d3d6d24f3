import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@nimbus/shared/enums';
import { TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS } from '@nimbus/shared/labels';
import { tm } from '../../i18n/messages.ts';

// The select options: the specification's values, labels a customer reads, in the current language.
export const categoryOptions = () => TICKET_CATEGORIES.map((value) => ({ value, label: tm(TICKET_CATEGORY_LABELS[value]) }));
export const priorityOptions = () => TICKET_PRIORITIES.map((value) => ({ value, label: tm(TICKET_PRIORITY_LABELS[value]) }));

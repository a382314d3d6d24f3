import type { Translation } from './i18n.ts';
import type { MessageCatalogue } from './messages.ts';

// The shared texts in Spanish (messages.ts has the English and says how they are used).
// IN PROGRESS (issue 16): filled by the shared-messages branch; the catalogue test fails until then.
export const messagesEs = {} as Translation<MessageCatalogue>;

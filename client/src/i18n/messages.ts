import type { Language } from '@nimbus/shared/i18n';

// The shared texts (validation messages, the server's refusals, labels of stored values:
// shared/src/messages.ts) arrive in English, from the shared schemas and from the API. In another
// language they are shown through that language's catalogue, found by their English text; the
// catalogues load with the language, so English pages load neither.

let translator: ((text: string) => string) | null = null;

/** Loads the catalogues `language` needs (none for English). */
export async function loadMessages(language: Language): Promise<void> {
  if (language === 'en') {
    translator = null;
    return;
  }
  const [{ messageCatalogue }, { createMessageTranslator }, { messagesEs }] = await Promise.all([
    import('@nimbus/shared/messages'),
    import('@nimbus/shared/message-text'),
    import('@nimbus/shared/messages-es'),
  ]);
  translator = createMessageTranslator(messageCatalogue, messagesEs);
}

/** A shared English text in the current language; any other text (a person's own words) as it is. */
export function tm(text: string): string {
  return translator ? translator(text) : text;
}

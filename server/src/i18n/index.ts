import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@nimbus/shared/i18n';
import { email } from './en/email.ts';
import { notifications } from './en/notifications.ts';
import { telegram } from './en/telegram.ts';
import emailEs from './es/email.ts';
import notificationsEs from './es/notifications.ts';
import telegramEs from './es/telegram.ts';

// What the server writes for people (e-mails, notifications, Telegram) in each language (issue 16,
// ADR 046). Every catalogue is loaded at start: the server answers many languages at once, so
// each text is asked for in an explicit language, never a current one.

/** Every server catalogue by language and namespace; English is the source. */
export const catalogues = {
  en: { email, notifications, telegram },
  es: { email: emailEs, notifications: notificationsEs, telegram: telegramEs },
} as const satisfies Record<Language, object>;

type English = (typeof catalogues)['en'];
/** "subject_one" and "subject_other" are asked for as "subject" with a count. */
type Plain<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key;
type Paths<T> = { [K in keyof T & string]: T[K] extends string ? Plain<K> : `${K}.${Paths<T[K]>}` }[keyof T & string];

/** A text of a server catalogue: "email:paymentVerified.subject". */
export type TextKey = { [N in keyof English & string]: `${N}:${Paths<English[N]>}` }[keyof English & string];
export type TextValues = Record<string, string | number>;
export type Translate = (key: TextKey, values?: TextValues) => string;
/** The texts of one language, and the language, for the formatters of dates and money. */
export type Translator = { language: Language; t: Translate };

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: catalogues,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: Object.keys(catalogues.en),
  // Plain text; the e-mails' HTML escapes what it puts in (services/email/layout.ts).
  interpolation: { escapeValue: false },
});

// i18next's own key types come from a global declaration, which is the client's when the client
// typechecks the router it imports: the server types its keys itself (TextKey) and calls plainly.
type PlainT = (key: string, values: TextValues) => string;

function bound(language: Language): Translator {
  const fixed = instance.getFixedT(language) as unknown as PlainT;
  return { language, t: (key, values) => fixed(key, values ?? {}) };
}

const translators = new Map(LANGUAGES.map((language) => [language, bound(language)]));

/** The server's texts in `language` (English for anything else). */
export function translator(language: Language | null | undefined): Translator {
  return translators.get(language ?? DEFAULT_LANGUAGE) ?? translators.get(DEFAULT_LANGUAGE)!;
}

/** English: what the legacy REST and the staff chat read. */
export const english = translator(DEFAULT_LANGUAGE);

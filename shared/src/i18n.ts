// The languages the shop speaks (issue 16, docs/decisions/046). English is the source: every
// catalogue is written in English first, and another language's catalogue has the same keys.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself: what the switch shows. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The locale dates and money are written in for each language. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of a person's preferred languages the shop speaks ("es-MX" is Spanish), else English:
 * for the browser's `navigator.languages`.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * A translation of an English catalogue: the same keys, nested the same way, every leaf a string.
 * A missing or extra key is a type error, so a catalogue cannot ship incomplete (`npm run
 * typecheck`, and the catalogue test compares the keys and the {{placeholders}} of each text).
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

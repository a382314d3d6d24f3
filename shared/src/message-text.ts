// Texts with values and translations of shared texts, apart from the catalogue (messages.ts) so
// that filling a template does not load every module's messages.

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** "Valid from {{day}}." with { day: '2026-03-04' } -> "Valid from 2026-03-04." */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Each leaf text of a catalogue with its path: ["auth.passwordRequired", "Password is required."]. */
export function catalogueEntries(catalogue: object, prefix = ''): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.push([path, value]);
    else if (value && typeof value === 'object') entries.push(...catalogueEntries(value as object, path));
  }
  return entries;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Translates shared English texts into another language's catalogue of the same keys: an exact
 * text, or a filled template (its values carried over). A text that is not in the catalogue (a
 * person's own words, a name) comes back as it was.
 */
export function createMessageTranslator(english: object, target: object): (text: string) => string {
  const translations = new Map(catalogueEntries(target));
  const exact = new Map<string, string>();
  const templates: { pattern: RegExp; names: string[]; translation: string }[] = [];
  for (const [path, text] of catalogueEntries(english)) {
    const translation = translations.get(path);
    if (translation === undefined) continue;
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, translation);
      continue;
    }
    const pattern = new RegExp(
      `^${text
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('')}$`,
      's',
    );
    templates.push({ pattern, names, translation });
  }
  return (text) => {
    const found = exact.get(text);
    if (found !== undefined) return found;
    for (const { pattern, names, translation } of templates) {
      const match = pattern.exec(text);
      if (match) return fillMessage(translation, Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])));
    }
    return text;
  };
}

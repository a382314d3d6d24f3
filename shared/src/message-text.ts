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
 * text, or a filled template, its values translated in turn (a refusal's reason, a status label)
 * and otherwise carried over. A text that is not in the catalogue (a person's own words, a name)
 * comes back as it was. The template with the most fixed words is tried first, so "{{reason}} Try
 * again in {{wait}}." never takes a text that a longer template describes; a `{{count}}` is digits.
 */
export function createMessageTranslator(english: object, target: object): (text: string) => string {
  const translations = new Map(catalogueEntries(target));
  const exact = new Map<string, string>();
  const templates: { pattern: RegExp; names: string[]; translation: string; fixed: number }[] = [];
  for (const [path, text] of catalogueEntries(english)) {
    const translation = translations.get(path);
    if (translation === undefined) continue;
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, translation);
      continue;
    }
    const parts = text.split(PLACEHOLDER);
    const pattern = new RegExp(`^${parts.map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : part === 'count' ? '(\\d+)' : '(.+?)')).join('')}$`, 's');
    const fixed = parts.filter((_, index) => index % 2 === 0).join('').length;
    templates.push({ pattern, names, translation, fixed });
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  const translate = (text: string): string => {
    const found = exact.get(text);
    if (found !== undefined) return found;
    for (const { pattern, names, translation } of templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      // Each value is shorter than the text (a template has fixed words), so this ends.
      const values = names.map((name, index) => [name, match[index + 1]!] as const);
      return fillMessage(translation, Object.fromEntries(values.map(([name, value]) => [name, value === text ? value : translate(value)])));
    }
    return text;
  };
  return translate;
}

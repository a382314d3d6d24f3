import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '@nimbus/shared/message-text';
import { SAME_IN_SPANISH, SAME_IN_SPANISH_UNDER } from './same-in-spanish.ts';

// The check a missing or broken translation fails (issue 16, ADR 046). The types already refuse
// a Spanish catalogue without one of the English keys (`Translation<typeof en>`); this checks
// what they cannot: every English namespace has its Spanish file, each text keeps its
// {{values}} and <tags>, none is empty, and none was left in English by mistake.

const english = import.meta.glob<Record<string, unknown>>('./en/*.ts', { eager: true });
const spanish = import.meta.glob<{ default: object }>('./es/*.ts', { eager: true });

/** The namespace's English object: the module's export named like its file. */
function englishCatalogue(path: string): object {
  const name = path.replace('./en/', '').replace('.ts', '');
  const module = english[path]!;
  const found = module[name] ?? Object.values(module).find((value) => typeof value === 'object' && value !== null);
  if (!found || typeof found !== 'object') throw new Error(`${path} exports no catalogue named ${name}`);
  return found;
}

/** The words of a text, without its {{values}} and <tags>. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ');
const marks = (text: string) => [...text.matchAll(/\{\{\s*[\w.,\s]+\}\}|<\/?\w+\s*\/?>/g)].map((match) => match[0].replace(/\s+/g, '')).sort();

// A namespace module exports its hook; other modules there (country names) are parts of one.
// react-i18next's <Trans> reads these as empty HTML elements: <link>Register</link> would draw an
// empty link beside the word.
const VOID_TAG = /<\/?(area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)>/;

const namespaces = Object.keys(english)
  .filter((path) => Object.values(english[path]!).some((value) => typeof value === 'function'))
  .map((path) => ({ path, name: path.replace('./en/', '').replace('.ts', '') }));

describe('the language catalogues', () => {
  it('has namespaces to check', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  describe.each(namespaces)('$name', ({ path, name }) => {
    const en = new Map(catalogueEntries(englishCatalogue(path)));
    const esModule = spanish[`./es/${name}.ts`];

    it('has a Spanish catalogue with the same keys', () => {
      expect(esModule, `client/src/i18n/es/${name}.ts`).toBeDefined();
      const es = new Map(catalogueEntries(esModule!.default));
      expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('keeps every {{value}} and <tag> of the English, and leaves nothing empty or untranslated', () => {
      const es = new Map(catalogueEntries(esModule?.default ?? {}));
      const problems: string[] = [];
      for (const [key, text] of en) {
        const translation = es.get(key);
        if (translation === undefined) continue;
        if (!translation.trim()) problems.push(`${key}: empty`);
        if (VOID_TAG.test(text) || VOID_TAG.test(translation))
          problems.push(`${key}: an HTML void element as a tag (${VOID_TAG.exec(text + translation)![0]})`);
        if (marks(translation).join() !== marks(text).join()) problems.push(`${key}: ${marks(text).join()} became ${marks(translation).join()}`);
        if (
          translation === text &&
          /\p{L}{2,}/u.test(words(text)) &&
          !SAME_IN_SPANISH.has(text) &&
          !SAME_IN_SPANISH_UNDER.some((prefix) => `${name}:${key}`.startsWith(prefix))
        )
          problems.push(`${key}: still English ("${text}")`);
      }
      expect(problems).toEqual([]);
    });
  });
});

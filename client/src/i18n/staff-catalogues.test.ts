import { describe, expect, it } from 'vitest';
import { desk } from './en/desk.ts';
import { staff } from './en/staff.ts';
import { staffOverview } from './en/staff-overview.ts';
import deskEs from './es/desk.ts';
import staffEs from './es/staff.ts';
import staffOverviewEs from './es/staff-overview.ts';

// The types hold the keys; this holds what the types cannot: each Spanish text fills the same
// {{values}} and wraps the same <tags> as its English one, and none is left empty.

function leaves(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
}

const marks = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)].map((match) => match[0].replace(/\s/g, '')).sort();

describe.each([
  ['staff', staff, staffEs],
  ['staffOverview', staffOverview, staffOverviewEs],
  ['desk', desk, deskEs],
])('the %s catalogue in Spanish', (_name, english, spanish) => {
  const translated = new Map(leaves(spanish));

  it('has every English text, with the same values and tags', () => {
    for (const [key, text] of leaves(english)) {
      const translation = translated.get(key);
      expect(translation, key).toBeTruthy();
      expect(marks(translation ?? ''), key).toEqual(marks(text));
    }
    expect([...translated.keys()].sort()).toEqual(
      leaves(english)
        .map(([key]) => key)
        .sort(),
    );
  });
});

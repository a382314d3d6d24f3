import { COUNTRY_NAMES } from '@nimbus/shared/countries';
import { describe, expect, it } from 'vitest';
import { countryNames } from '../../i18n/en/countries.ts';
import countryNamesEs from '../../i18n/es/countries.ts';

describe('the registration form’s countries', () => {
  it('has every country of the list in the catalogue, under the name the account stores', () => {
    expect(Object.keys(countryNames).sort()).toEqual([...COUNTRY_NAMES].sort());
    for (const name of COUNTRY_NAMES) expect(countryNames[name as keyof typeof countryNames]).toBe(name);
  });

  it('names each of them in Spanish', () => {
    expect(countryNamesEs.Germany).toBe('Alemania');
    expect(Object.values(countryNamesEs).every((name) => name.trim() !== '')).toBe(true);
  });
});

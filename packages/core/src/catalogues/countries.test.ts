import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import fc from 'fast-check';
import { COUNTRIES, FRANCE_COUNTRY_ID, countriesOfContinent, countryById, countryByIsoCode } from './countries';
import { CONTINENTS } from './continents';

describe('COUNTRIES', () => {
  it('holds about 200 countries numbered 1 to n without gaps', () => {
    expect(COUNTRIES.length).toBe(212);
    expect(COUNTRIES.map((c) => c.id)).toEqual(COUNTRIES.map((_, index) => index + 1));
  });

  it('puts France on id 72 (FRANCE_COUNTRY_ID)', () => {
    expect(FRANCE_COUNTRY_ID).toBe(72);
    expect(countryById(FRANCE_COUNTRY_ID)).toMatchObject({ isoCode: 'FR', continentId: 1 });
    expect(frText(countryById(FRANCE_COUNTRY_ID)?.label)).toBe('France');
    expect(enText(countryById(FRANCE_COUNTRY_ID)?.label)).toBe('France');
  });

  it('is in French alphabetical order of the label', () => {
    const collator = new Intl.Collator('fr');
    const sorted = [...COUNTRIES].sort((a, b) => collator.compare(frText(a.label), frText(b.label)));
    expect(sorted.map((c) => c.id)).toEqual(COUNTRIES.map((c) => c.id));
  });

  it('has unique labels, English labels and ISO codes, all well formed', () => {
    expect(new Set(COUNTRIES.map((c) => frText(c.label))).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => enText(c.label))).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.isoCode)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.isoCode).toMatch(/^[A-Z]{2}$/);
  });

  it('links every country to an existing continent, and every continent has countries', () => {
    const continentIds = new Set(CONTINENTS.map((c) => c.id));
    for (const country of COUNTRIES) expect(continentIds.has(country.continentId)).toBe(true);
    for (const continent of CONTINENTS) expect(countriesOfContinent(continent.id).length).toBeGreaterThan(0);
    expect(countriesOfContinent(99)).toEqual([]);
  });

  it('places well-known countries in their continent', () => {
    expect(countryByIsoCode('DE')?.continentId).toBe(1);
    expect(countryByIsoCode('US')?.continentId).toBe(2);
    expect(countryByIsoCode('MA')?.continentId).toBe(3);
    expect(countryByIsoCode('AE')?.continentId).toBe(4);
    expect(countryByIsoCode('AU')?.continentId).toBe(5);
    expect(countryByIsoCode('JM')?.continentId).toBe(6);
    expect(countryByIsoCode('JP')?.continentId).toBe(7);
    expect(frText(countryByIsoCode('GB')?.label)).toBe('Royaume-Uni');
    expect(frText(countryByIsoCode('CD')?.label)).toBe('Congo (République démocratique du)');
  });

  it('finds a country by ISO code whatever the case and surrounding spaces', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRIES), fc.boolean(), (country, lower) => {
        const code = lower ? country.isoCode.toLowerCase() : country.isoCode;
        return countryByIsoCode(` ${code} `)?.id === country.id;
      }),
    );
    expect(countryByIsoCode('ZZ')).toBeUndefined();
    expect(countryById(0)).toBeUndefined();
    expect(countryById(213)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { countryIdsOfContinents, criterionItems, emailDomain, foldCriterionText, nafCodeOfCriterion, schoolIdsOfTypes } from './criteria-values';
import { COUNTRIES } from '../catalogues/countries';
import { SCHOOLS } from '../catalogues/schools';

describe('criteria values', () => {
  it('criterionItems trims strings, drops blank items and duplicates, keeps 0', () => {
    expect(criterionItems([' a ', '', 'a', '  ', 'b'])).toEqual(['a', 'b']);
    expect(criterionItems([0, 3, 0])).toEqual([0, 3]);
    expect(criterionItems(undefined)).toEqual([]);
  });

  it('foldCriterionText ignores accents and case', () => {
    expect(foldCriterionText('Saint-Étienne')).toBe('saint-etienne');
    expect(foldCriterionText('BORÉAL')).toBe('boreal');
  });

  it('nafCodeOfCriterion writes the code as the data stores it', () => {
    expect(nafCodeOfCriterion('6201z')).toBe('62.01Z');
    expect(nafCodeOfCriterion(' 62.01Z ')).toBe('62.01Z');
  });

  it('continents and school types expand to their catalogue ids', () => {
    expect(countryIdsOfContinents([1])).toEqual(COUNTRIES.filter((country) => country.continentId === 1).map((country) => country.id));
    expect(countryIdsOfContinents([1])).toContain(72);
    expect(schoolIdsOfTypes([1])).toEqual(SCHOOLS.filter((school) => school.schoolTypeId === 1).map((school) => school.id));
    expect(schoolIdsOfTypes([])).toEqual([]);
  });

  it('emailDomain is what follows the @, in lower case', () => {
    expect(emailDomain('Jean@Example.FR')).toBe('example.fr');
    expect(emailDomain('nobody')).toBeNull();
  });
});

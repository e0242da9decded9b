import { describe, expect, it } from 'vitest';
import { ERROR_CODE_STATUS, statusOfErrorCode } from '../shared/error-status';
import { renderText } from '../i18n/render-text';
import fr from '../i18n/fr.json';
import en from '../i18n/en.json';
import {
  ACCOUNT_SEARCH_SORTS,
  ADVANCED_SEARCH_COUNT_CAP,
  ADVANCED_SEARCH_ERROR_TEXT_KEYS,
  ADVANCED_SEARCH_TIMEOUT_MS,
  CONTACT_SEARCH_SORTS,
  SEARCH_TIMEOUT_CODE,
} from './advanced-search-limits';

const lookupIn = (texts: unknown) => (key: string) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof value === 'string' ? value : undefined;
};
const lookup = (key: string, language: 'fr' | 'en') => lookupIn(language === 'fr' ? fr : en)(key);

describe('advanced search limits', () => {
  it('ADVANCED_SEARCH_COUNT_CAP counts up to 10 000 and ADVANCED_SEARCH_TIMEOUT_MS is the spec\'s 1 000 ms', () => {
    expect(ADVANCED_SEARCH_COUNT_CAP).toBe(10_000);
    expect(ADVANCED_SEARCH_TIMEOUT_MS).toBe(1000);
  });

  it('the time-out is a 4xx that asks for narrower criteria; an unsupported criterion a 400', () => {
    expect(ERROR_CODE_STATUS[SEARCH_TIMEOUT_CODE]).toBe(422);
    expect(statusOfErrorCode('CRITERIA.UNSUPPORTED')).toBe(400);
  });

  it('the error texts are French first, English as well, naming the criterion', () => {
    expect(renderText({ key: ADVANCED_SEARCH_ERROR_TEXT_KEYS['CRITERIA.UNSUPPORTED'], params: { field: 'in_my_network' } }, 'fr', lookup)).toBe(
      "Le critère « in_my_network » n'est pas pris en charge.",
    );
    expect(renderText({ key: ADVANCED_SEARCH_ERROR_TEXT_KEYS['SEARCH.TIMEOUT'] }, 'fr', lookup)).toBe(
      'La recherche a pris trop de temps. Affinez vos critères (secteur, région, taille…) et réessayez.',
    );
    expect(renderText({ key: ADVANCED_SEARCH_ERROR_TEXT_KEYS['CRITERIA.UNSUPPORTED'], params: { field: 'x' } }, 'en', lookup)).toContain('“x”');
  });

  it('sorts: accounts by name, workforce, revenue; contacts by name and company name, both ways', () => {
    expect(ACCOUNT_SEARCH_SORTS).toHaveLength(6);
    expect(CONTACT_SEARCH_SORTS).toEqual(['name_asc', 'name_desc', 'company_name_asc', 'company_name_desc']);
  });
});

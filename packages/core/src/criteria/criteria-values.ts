import { COUNTRIES } from '../catalogues/countries';
import { SCHOOLS } from '../catalogues/schools';

/**
 * The values of a criteria list as the evaluation reads them (docs/rules/criteria.md "Evaluation"): strings trimmed,
 * blank items and duplicates dropped (the clean-up's rule), other items kept. An empty result means "no filter".
 */
export function criterionItems<T>(list: readonly T[] | undefined): T[] {
  if (list === undefined) return [];
  const seen = new Set<unknown>();
  const items: T[] = [];
  for (const raw of list) {
    const item = (typeof raw === 'string' ? raw.trim() : raw) as T;
    if (item === '' || seen.has(item)) continue;
    seen.add(item);
    items.push(item);
  }
  return items;
}

/**
 * Text folded for comparison: accents removed, lower case; the database does the same with `lower(f_unaccent(…))`.
 * @rule design · text criteria compare folded text (accents and case ignored)
 */
export function foldCriterionText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A NAF code of a criterion as the data stores it: upper case, with its dot (`6201z` → `62.01Z`). */
export function nafCodeOfCriterion(code: string): string {
  const compact = code.trim().toUpperCase().replace('.', '');
  return `${compact.slice(0, 2)}.${compact.slice(2)}`;
}

/** The country ids of continents (criterion group_head_country_tag_id_list), in catalogue order. */
export function countryIdsOfContinents(continentIds: readonly number[]): number[] {
  const wanted = new Set(continentIds);
  return COUNTRIES.filter((country) => wanted.has(country.continentId)).map((country) => country.id);
}

/** The school ids of school types (criterion person_school_type_id_list), in catalogue order. */
export function schoolIdsOfTypes(schoolTypeIds: readonly number[]): number[] {
  const wanted = new Set(schoolTypeIds);
  return SCHOOLS.filter((school) => wanted.has(school.schoolTypeId)).map((school) => school.id);
}

/** What follows the first `@` of an e-mail address, in lower case (`null` without an `@`). */
export function emailDomain(email: string): string | null {
  const at = email.indexOf('@');
  return at < 0 ? null : email.slice(at + 1).toLowerCase();
}

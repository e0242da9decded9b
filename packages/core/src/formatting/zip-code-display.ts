import { FRANCE_COUNTRY_ID } from '../catalogues/countries';

/**
 * The displayed part of a zip code: only its first two characters (the French department, "2A" for Corse-du-Sud).
 * A zip code that lost its leading zero (a number, or a 4-digit string such as "1000" for 01000) is padded to 5 digits first.
 * Missing or blank → empty string.
 * @rule app-shell §5 · zip code display shows only the first two digits
 */
export function displayZipCode(zip: string | number | null | undefined): string {
  if (zip === null || zip === undefined) return '';
  let text = typeof zip === 'number' ? (Number.isInteger(zip) && zip >= 0 ? String(zip) : '') : zip.trim();
  if (/^\d{4}$/.test(text)) text = `0${text}`;
  return [...text].slice(0, 2).join('');
}

/**
 * The displayed zip code of a company: the first two digits, and only for a company in France (country id 72).
 * @rule app-shell §5 · company zip code shown only when country_id is 72 (France)
 */
export function displayCompanyZipCode(zip: string | number | null | undefined, countryId: number | null | undefined): string {
  return countryId === FRANCE_COUNTRY_ID ? displayZipCode(zip) : '';
}

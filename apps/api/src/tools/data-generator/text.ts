/** Text helpers of the generator: accents off, slugs for domains and e-mails, French phone numbers, dates. */
import type { Prng } from './prng';

/** "Éléonore Lefèvre" → "Eleonore Lefevre" (also œ → oe, æ → ae). */
export function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE');
}

/** Lower-case ASCII words joined by hyphens: "Lumière & Fils" → "lumiere-fils". */
export function slugify(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The e-mail form of a first or last name: no accents, lower case, hyphens kept, spaces and apostrophes dropped
 * ("Jean-Pierre" → "jean-pierre", "Le Gall" → "legall", "d’Almeida" → "dalmeida").
 */
export function emailPart(name: string): string {
  return withoutAccents(name)
    .toLowerCase()
    .replace(/[’'\s]/g, '')
    .replace(/[^a-z0-9-]/g, '');
}

/** Two-digit area prefix of a French landline by department code (01 Île-de-France, 02 north-west …). */
export function landlinePrefix(departmentCode: string): string {
  if (['75', '77', '78', '91', '92', '93', '94', '95'].includes(departmentCode)) return '01';
  if (departmentCode.startsWith('97') || departmentCode.startsWith('98')) {
    return ['974', '976'].includes(departmentCode) ? '02' : '05';
  }
  const northWest = ['14', '18', '22', '27', '28', '29', '35', '36', '37', '41', '44', '45', '49', '50', '53', '56', '61', '72', '76', '85'];
  const northEast = ['02', '08', '10', '21', '25', '39', '51', '52', '54', '55', '57', '58', '59', '60', '62', '67', '68', '70', '71', '80', '88', '89', '90'];
  const southWest = ['09', '12', '16', '17', '19', '23', '24', '31', '32', '33', '40', '46', '47', '64', '65', '79', '81', '82', '86', '87'];
  if (northWest.includes(departmentCode)) return '02';
  if (northEast.includes(departmentCode)) return '03';
  if (southWest.includes(departmentCode)) return '05';
  return '04';
}

/** A French phone number "01 42 68 53 07" with the given two-digit prefix. */
export function phoneNumber(prng: Prng, prefix: string): string {
  const pairs = [prefix];
  for (let index = 0; index < 4; index += 1) pairs.push(String(prng.int(0, 99)).padStart(2, '0'));
  return pairs.join(' ');
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO date "YYYY-MM-DD". */
export function dayNumber(isoDate: string): number {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`Not an ISO date: ${isoDate}`);
  return Math.floor(time / DAY_MS);
}

const isoDates = new Map<number, string>();

/** The ISO date "YYYY-MM-DD" of a day number (memoised: data sets reuse a few thousand days). */
export function isoDate(day: number): string {
  let text = isoDates.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoDates.size < 100_000) isoDates.set(day, text);
  }
  return text;
}

/** The year of a day number. */
export function yearOf(day: number): number {
  return Number(isoDate(day).slice(0, 4));
}

/** French number with a decimal comma: 1.5 → "1,5", 12 → "12". */
export function frenchNumber(value: number): string {
  return String(value).replace('.', ',');
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "12 mars 2026" for a day number. */
export function frenchDate(day: number): string {
  const date = new Date(day * DAY_MS);
  const dayOfMonth = date.getUTCDate();
  return `${dayOfMonth === 1 ? '1er' : dayOfMonth} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

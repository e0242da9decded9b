/**
 * French company identifiers: a SIREN is 9 digits, a SIRET 14 (the SIREN and a 5-digit establishment number, NIC);
 * both are valid under the Luhn algorithm (INSEE's key; La Poste's SIRETs are an exception the generator never uses).
 */

/** Whether a string of digits passes the Luhn check. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit to append to `digits` so that the result passes the Luhn check. */
export function luhnCheckDigit(digits: string): string {
  for (let key = 0; key <= 9; key += 1) {
    if (isLuhnValid(`${digits}${key}`)) return String(key);
  }
  throw new Error('unreachable');
}

/** Eight-digit SIREN bodies start at 30 000 000 (like most SIRENs issued since the 1980s). */
const SIREN_BODY_MIN = 30_000_000;
const SIREN_BODY_COUNT = 70_000_000;
/** Coprime with 70 000 000 (= 2^7 · 5^7 · 7): multiplying by it permutes the range. */
const SIREN_MULTIPLIER = 48_271_393;

/**
 * The SIREN of the `index`-th company of a data set (0-based): a permutation of the 8-digit bodies, shifted by
 * `offset` (from the seed), and its Luhn key. Distinct indexes give distinct SIRENs (up to 70 million).
 */
export function sirenOf(index: number, offset: number): string {
  const position = (index + offset) % SIREN_BODY_COUNT;
  const body = SIREN_BODY_MIN + Number((BigInt(position) * BigInt(SIREN_MULTIPLIER)) % BigInt(SIREN_BODY_COUNT));
  const digits = String(body);
  return `${digits}${luhnCheckDigit(digits)}`;
}

/**
 * The SIRET of the `rank`-th establishment of a company (0-based): SIREN, a 4-digit establishment number growing
 * with the rank (headquarters first, `0001`…), and the key digit that makes the 14 digits Luhn-valid.
 */
export function siretOf(siren: string, rank: number): string {
  const nicBody = String(1 + rank * 7).padStart(4, '0');
  const digits = `${siren}${nicBody}`;
  return `${digits}${luhnCheckDigit(digits)}`;
}

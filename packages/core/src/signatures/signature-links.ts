import { PHONE_PATTERN } from '../validation/phone-rule';

/** Printable ASCII that may follow the host of a link of a signature (no space, quote, angle bracket, backslash, backtick). */
const URL_TAIL = /^[!#$%&()*+,\-./0-9:;=?@A-Z[\]^_a-z{|}~]*$/;
/** A host name: labels of letters, digits and hyphens, with a dot and a top-level domain; an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?::[0-9]{1,5})?$/;
/** Most characters of a link of a signature. */
export const SIGNATURE_URL_MAX_LENGTH = 2048;

/**
 * A web address of a signature (website, LinkedIn profile, logo) as the generator writes it: `https://` and a host
 * name, then printable ASCII only; a value typed without a scheme (`www.atlas.fr`) gets `https://`. Anything else
 * (another scheme such as `http:` or `javascript:`, credentials in the host, spaces, quotes) gives null.
 * @rule design · signature links are https only (a missing scheme becomes https://)
 */
export function signatureHttpsUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > SIGNATURE_URL_MAX_LENGTH) return null;
  const schemeless = !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(trimmed);
  if (!schemeless && !/^https:\/\//i.test(trimmed)) return null;
  const rest = schemeless ? trimmed : trimmed.slice('https://'.length);
  const hostEnd = rest.search(/[/?#]/);
  const host = hostEnd === -1 ? rest : rest.slice(0, hostEnd);
  const tail = hostEnd === -1 ? '' : rest.slice(hostEnd);
  if (!HOST.test(host) || !URL_TAIL.test(tail)) return null;
  return `https://${host.toLowerCase()}${tail}`;
}

/**
 * The `tel:` link of a phone number that passes core's phone pattern (digits, spaces, `+`, dots, hyphens; 10
 * characters or more): `tel:` and the number's `+` and digits; null otherwise.
 * @rule design · a signature phone number is a tel: link of its + and digits
 */
export function signatureTelUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!PHONE_PATTERN.test(trimmed)) return null;
  const dialable = trimmed.replace(/[^0-9+]/g, '');
  return /^\+?[0-9]{6,20}$/.test(dialable) ? `tel:${dialable}` : null;
}

/**
 * The `mailto:` link of an email address of plain form (letters, digits, `. _ + -` before the @, a host name
 * after it); null otherwise (no header, query or second address can ride along).
 * @rule design · a signature email address is a plain mailto: link
 */
export function signatureMailtoUrl(value: string): string | null {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || trimmed.length > 254) return null;
  const local = trimmed.slice(0, at);
  const host = trimmed.slice(at + 1);
  if (!/^[A-Za-z0-9._+-]{1,64}$/.test(local) || !HOST.test(host) || host.includes(':')) return null;
  return `mailto:${local}@${host.toLowerCase()}`;
}

/**
 * An accent colour of a signature: `#` and six hexadecimal digits (lower-cased); null otherwise.
 * @rule design · a signature accent colour is #rrggbb
 */
export function signatureAccentColour(value: string): string | null {
  const trimmed = value.trim();
  return /^#[0-9a-fA-F]{6}$/.test(trimmed) ? trimmed.toLowerCase() : null;
}

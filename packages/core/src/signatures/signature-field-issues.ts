import type { SignatureCheckedField, SignatureFields } from './signature-fields';
import { signatureAccentColour, signatureHttpsUrl, signatureMailtoUrl, signatureTelUrl } from './signature-links';

const CHECKS: ReadonlyArray<readonly [SignatureCheckedField, (value: string) => string | null]> = [
  ['phone', signatureTelUrl],
  ['email', signatureMailtoUrl],
  ['logoUrl', signatureHttpsUrl],
  ['website', signatureHttpsUrl],
  ['linkedinUrl', signatureHttpsUrl],
  ['accentColour', signatureAccentColour],
];

/**
 * The filled fields the generator leaves out because their value is refused (a link that is not https, tel or
 * mailto as its field needs, a colour that is not #rrggbb), in form order. Empty fields are never issues.
 * @rule design · a refused signature link or colour is left out and reported on its field
 */
export function signatureFieldIssues(fields: SignatureFields): SignatureCheckedField[] {
  return CHECKS.filter(([field, check]) => fields[field].trim() !== '' && check(fields[field]) === null).map(([field]) => field);
}

import type { SignatureFields, SignatureLabels } from './signature-fields';
import { signatureHttpsUrl, signatureMailtoUrl, signatureTelUrl } from './signature-links';

/**
 * The plain-text version of a generated signature (the signature's `plain_content`): one line per filled field in
 * the HTML's order, links written out; refused links left out as in the HTML.
 * @rule design · the plain text of a generated signature has one line per kept field
 */
export function generateSignaturePlainText(fields: SignatureFields, labels: SignatureLabels): string {
  const tel = signatureTelUrl(fields.phone);
  const mailto = signatureMailtoUrl(fields.email);
  const website = signatureHttpsUrl(fields.website);
  const linkedin = signatureHttpsUrl(fields.linkedinUrl);
  const lines = [
    fields.fullName.trim(),
    fields.jobTitle.trim(),
    fields.company.trim(),
    tel === null ? '' : fields.phone.trim(),
    mailto === null ? '' : mailto.slice('mailto:'.length),
    website ?? '',
    linkedin === null ? '' : `${labels.linkedin} : ${linkedin}`,
  ];
  return lines.filter((text) => text !== '').join('\n');
}

import { escapeHtml } from '../shared/escape-html';
import { DEFAULT_SIGNATURE_ACCENT, type SignatureFields, type SignatureLabels } from './signature-fields';
import { signatureAccentColour, signatureHttpsUrl, signatureMailtoUrl, signatureTelUrl } from './signature-links';

const TEXT = 'color:#333333;text-decoration:none';
/** An inline style from its declarations (property → value). */
const css = (declarations: Readonly<Record<string, string>>): string =>
  Object.entries(declarations)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');

/** One line of the text cell. */
const line = (content: string, style = 'margin:0'): string => `<p style="${style}">${content}</p>`;
/** A link: `href` is an address the link checks gave (https, tel, mailto), escaped as every attribute value. */
const link = (href: string, text: string, style: string): string => `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;

/**
 * The HTML of an email signature made of the generator's fields: one table (mail clients ignore style sheets and
 * most layout), inline styles only, every typed text escaped, links only to the addresses the link checks accept
 * (https website, LinkedIn and logo; tel: phone; mailto: email), a refused or empty field left out, the accent
 * colour #rrggbb or the default. The logo, when given, is a 120-pixel image left of the text.
 * @rule design · the generated signature is one inline-styled table; typed text is escaped, links https/tel/mailto only
 */
export function generateSignatureHtml(fields: SignatureFields, labels: SignatureLabels): string {
  const accent = signatureAccentColour(fields.accentColour) ?? DEFAULT_SIGNATURE_ACCENT;
  const fullName = fields.fullName.trim();
  const jobTitle = fields.jobTitle.trim();
  const company = fields.company.trim();
  const tel = signatureTelUrl(fields.phone);
  const mailto = signatureMailtoUrl(fields.email);
  const website = signatureHttpsUrl(fields.website);
  const linkedin = signatureHttpsUrl(fields.linkedinUrl);
  const logo = signatureHttpsUrl(fields.logoUrl);

  const lines: string[] = [];
  if (fullName !== '') lines.push(line(escapeHtml(fullName), css({ margin: '0', 'font-size': '15px', 'font-weight': 'bold', color: accent })));
  if (jobTitle !== '') lines.push(line(escapeHtml(jobTitle), 'margin:0;color:#555555'));
  if (company !== '') lines.push(line(escapeHtml(company), 'margin:0;font-weight:bold'));
  const contacts: string[] = [];
  if (tel !== null) contacts.push(link(tel, fields.phone.trim(), TEXT));
  if (mailto !== null) contacts.push(link(mailto, mailto.slice('mailto:'.length), TEXT));
  if (contacts.length > 0) lines.push(line(contacts.join(' | '), 'margin:6px 0 0 0'));
  const web: string[] = [];
  if (website !== null) web.push(link(website, website.slice('https://'.length).replace(/\/$/, ''), `color:${accent};text-decoration:none`));
  if (linkedin !== null) web.push(link(linkedin, labels.linkedin, css({ color: accent, 'text-decoration': 'none', 'font-weight': 'bold' })));
  if (web.length > 0) lines.push(line(web.join(' | '), 'margin:0'));

  const cells: string[] = [];
  if (logo !== null) {
    const alt = escapeHtml(company !== '' ? company : labels.logo);
    cells.push(
      `<td style="padding:0 16px 0 0;vertical-align:top"><img src="${escapeHtml(logo)}" alt="${alt}" width="120" style="display:block;border:0;width:120px;max-width:120px;height:auto"></td>`,
    );
  }
  cells.push(`<td style="vertical-align:top;border-left:3px solid ${accent};padding:0 0 0 12px">${lines.join('')}</td>`);
  return (
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" ' +
    'style="border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.4;color:#333333">' +
    `<tbody><tr>${cells.join('')}</tr></tbody></table>`
  );
}

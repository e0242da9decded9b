import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSignatureHtml } from './generate-signature-html';
import type { SignatureFields, SignatureLabels } from './signature-fields';
import { signatureHttpsUrl, signatureMailtoUrl, signatureTelUrl } from './signature-links';

const LABELS: SignatureLabels = { linkedin: 'LinkedIn', logo: 'Logo' };
const EMPTY: SignatureFields = { fullName: '', jobTitle: '', company: '', phone: '', email: '', logoUrl: '', website: '', linkedinUrl: '', accentColour: '' };

/**
 * The oracle's reading of HTML made of tags whose attribute values are double-quoted: the tag names and attribute
 * names in order, and every attribute value. Anything inside a tag that is not `name="value"` is kept as `!junk`,
 * so that a value that broke out of its quotes or added a tag changes the skeleton.
 */
function skeletonOf(html: string): { skeleton: string[]; attributes: Array<[string, string]> } {
  const skeleton: string[] = [];
  const attributes: Array<[string, string]> = [];
  for (const [, close, name, inside] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    skeleton.push(`${close}${name}`);
    const rest = inside!.replace(/\s([a-z-]+)="([^"]*)"/g, (_, attribute: string, value: string) => {
      skeleton.push(`@${attribute}`);
      attributes.push([attribute, value]);
      return '';
    });
    if (rest.trim() !== '') skeleton.push(`!${rest}`);
  }
  return { skeleton, attributes };
}

const unescape = (html: string): string =>
  html.replace(/<[^>]*>/g, '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/** A field value: any text, text made of HTML's special characters, or something that looks like a link. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('<', '>', '"', "'", '&', '=', '/', ' ', ';', ':', 'a', 'Z', '0', '@', '.', '#', '-', '+', '\n', 'script', 'onerror'), maxLength: 30 }),
  fc.string({ maxLength: 20 }).map((tail) => `https://atlas.fr/${tail}`),
  fc.string({ maxLength: 20 }).map((tail) => `javascript:${tail}`),
  fc.constantFrom('01 23 45 67 89', '+33 6 12 34 56 78', 'lea@atlas.fr', 'www.atlas.fr', '#ff0000', 'https://x.fr/"onload="alert(1)'),
);
const anyFields = fc.record<SignatureFields>({
  fullName: anyValue,
  jobTitle: anyValue,
  company: anyValue,
  phone: anyValue,
  email: anyValue,
  logoUrl: anyValue,
  website: anyValue,
  linkedinUrl: anyValue,
  accentColour: anyValue,
});

/** The same form with harmless values of the same kind: a text kept or not, a link accepted or not. */
function harmless(fields: SignatureFields): SignatureFields {
  const text = (value: string) => (value.trim() === '' ? '' : 'x');
  const url = (value: string) => (signatureHttpsUrl(value) === null ? '' : 'https://example.fr');
  return {
    fullName: text(fields.fullName),
    jobTitle: text(fields.jobTitle),
    company: text(fields.company),
    phone: signatureTelUrl(fields.phone) === null ? '' : '0123456789',
    email: signatureMailtoUrl(fields.email) === null ? '' : 'a@example.fr',
    logoUrl: url(fields.logoUrl),
    website: url(fields.website),
    linkedinUrl: url(fields.linkedinUrl),
    accentColour: fields.accentColour,
  };
}

describe('generateSignatureHtml', () => {
  it('no field value adds a tag or an attribute: the skeleton is the one harmless values give', () => {
    fc.assert(
      fc.property(anyFields, (fields) => {
        expect(skeletonOf(generateSignatureHtml(fields, LABELS)).skeleton).toEqual(skeletonOf(generateSignatureHtml(harmless(fields), LABELS)).skeleton);
      }),
      { numRuns: 400 },
    );
  });

  it('links only to https, tel and mailto addresses; images only from https; styles hold no typed text', () => {
    fc.assert(
      fc.property(anyFields, (fields) => {
        for (const [attribute, value] of skeletonOf(generateSignatureHtml(fields, LABELS)).attributes) {
          if (attribute === 'href') expect(value).toMatch(/^(https:\/\/|tel:\+?[0-9]+$|mailto:)/);
          if (attribute === 'src') expect(value).toMatch(/^https:\/\//);
          if (attribute === 'style') expect(value).toMatch(/^[a-z0-9:;#,. ()-]*$/i);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('shows every typed text as typed (trimmed)', () => {
    fc.assert(
      fc.property(anyFields, (fields) => {
        const text = unescape(generateSignatureHtml(fields, LABELS));
        for (const value of [fields.fullName, fields.jobTitle, fields.company]) expect(text).toContain(value.trim());
      }),
      { numRuns: 200 },
    );
  });

  it('writes a table with the logo, the name in the accent colour, tel:, mailto: and https links', () => {
    const html = generateSignatureHtml(
      {
        fullName: 'Léa Bernard',
        jobTitle: 'Directrice commerciale',
        company: 'Atlas & Fils',
        phone: '01 23 45 67 89',
        email: 'lea.bernard@Atlas.fr',
        logoUrl: 'https://cdn.atlas.fr/logo.png',
        website: 'www.atlas.fr',
        linkedinUrl: 'https://www.linkedin.com/in/lea-bernard',
        accentColour: '#C0392B',
      },
      LABELS,
    );
    expect(html.startsWith('<table role="presentation"')).toBe(true);
    expect(html).toContain('<img src="https://cdn.atlas.fr/logo.png" alt="Atlas &amp; Fils" width="120"');
    expect(html).toContain('color:#c0392b">Léa Bernard</p>');
    expect(html).toContain('<a href="tel:0123456789" style="color:#333333;text-decoration:none">01 23 45 67 89</a>');
    expect(html).toContain('<a href="mailto:lea.bernard@atlas.fr"');
    expect(html).toContain('<a href="https://www.atlas.fr" style="color:#c0392b;text-decoration:none">www.atlas.fr</a>');
    expect(html).toContain('<a href="https://www.linkedin.com/in/lea-bernard" style="color:#c0392b;text-decoration:none;font-weight:bold">LinkedIn</a>');
  });

  it('leaves out refused links and uses the default colour', () => {
    const html = generateSignatureHtml({ ...EMPTY, fullName: '<b>Léa</b>', website: 'javascript:alert(1)', logoUrl: 'http://x.fr/l.png', accentColour: 'red' }, LABELS);
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;b&gt;Léa&lt;/b&gt;');
    expect(html).toContain('color:#1f4b99');
  });
});

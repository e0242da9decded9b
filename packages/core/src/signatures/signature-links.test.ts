import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signatureAccentColour, signatureHttpsUrl, signatureMailtoUrl, signatureTelUrl } from './signature-links';

describe('signatureHttpsUrl', () => {
  it('keeps https addresses, adds https:// to a bare host, refuses any other scheme', () => {
    expect(signatureHttpsUrl(' https://www.Atlas.fr/contact?x=1#a ')).toBe('https://www.atlas.fr/contact?x=1#a');
    expect(signatureHttpsUrl('www.atlas.fr/equipe')).toBe('https://www.atlas.fr/equipe');
    expect(signatureHttpsUrl('HTTPS://atlas.fr')).toBe('https://atlas.fr');
    for (const refused of ['http://atlas.fr', 'javascript:alert(1)', 'data:text/html,x', 'https://user:pw@atlas.fr', 'https://atlas.fr/a b', 'https://atlas.fr/"x', 'https://', 'atlas', '//atlas.fr', 'https://atlas.fr\\x']) {
      expect(signatureHttpsUrl(refused), refused).toBeNull();
    }
  });

  it('an accepted address is https:// and printable ASCII without quotes, angle brackets, spaces or backslashes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((tail) => `https://atlas.fr/${tail}`), fc.webUrl()), (value) => {
        const url = signatureHttpsUrl(value);
        if (url !== null) expect(url).toMatch(/^https:\/\/[^\s"'<>\\`]+$/);
        if (url !== null) expect(url).toMatch(/^[\x21-\x7e]+$/);
      }),
    );
  });
});

describe('signatureTelUrl', () => {
  it('dials the + and digits of a number that passes the phone pattern', () => {
    expect(signatureTelUrl('+33 6 12.34-56-78')).toBe('tel:+33612345678');
    expect(signatureTelUrl('01 23 45 67 89')).toBe('tel:0123456789');
    expect(signatureTelUrl('01 23 45')).toBeNull();
    expect(signatureTelUrl('01 23 45 67 89 poste 2')).toBeNull();
    expect(signatureTelUrl('3+3 0000 0000')).toBeNull();
  });
});

describe('signatureMailtoUrl', () => {
  it('links plain addresses only', () => {
    expect(signatureMailtoUrl(' Lea.Bernard+crm@Atlas.FR ')).toBe('mailto:Lea.Bernard+crm@atlas.fr');
    for (const refused of ['lea', 'lea@atlas', 'lea@atlas.fr?cc=x@y.fr', 'a,b@atlas.fr', '"a"@atlas.fr', 'lea@atlas.fr:25', '@atlas.fr']) {
      expect(signatureMailtoUrl(refused), refused).toBeNull();
    }
  });
});

describe('signatureAccentColour', () => {
  it('is #rrggbb lower-cased, nothing else', () => {
    expect(signatureAccentColour('#C0392B')).toBe('#c0392b');
    for (const refused of ['red', '#fff', '#c0392b;background:url(x)', 'c0392b']) expect(signatureAccentColour(refused)).toBeNull();
  });
});

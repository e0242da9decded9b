import { describe, expect, it } from 'vitest';
import { responsiveEmailHtml } from './responsive-email-layout';

const parts = {
  preHeader: 'Nos offres <de> novembre',
  mirror: '<a href="https://cible.test/m/1">Voir cet e-mail dans votre navigateur</a>',
  header: '<p>ATLAS</p>',
  content: '<p>Bonjour {{contact.first_name}},</p><ul><li>un</li></ul>',
  footer: '<p><a href="{{unsubscribe_link}}">Se désinscrire</a></p>',
};

describe('responsive e-mail layout (MJML)', () => {
  it('puts every part once, in order, inside a document that fits a phone', async () => {
    const html = await responsiveEmailHtml(parts);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // MJML's media query: the 600 px column becomes full width on small screens.
    expect(html).toMatch(/@media only screen and \(min-width:480px\)/);
    const positions = [parts.mirror, parts.header, parts.content, parts.footer].map((part) => html.indexOf(part));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const part of [parts.mirror, parts.header, parts.content, parts.footer]) expect(html.split(part).length).toBe(2);
    expect(html).not.toContain('CIBLE-SLOT-');
  });

  it('writes the pre-header as hidden text, escaped', async () => {
    const html = await responsiveEmailHtml(parts);
    expect(html).toContain('Nos offres &lt;de&gt; novembre');
    expect(html).not.toContain('Nos offres <de> novembre');
    expect(html).toMatch(/display:none[^>]*>\s*Nos offres &lt;de&gt; novembre/);
  });

  it('inserts parts as written, even when they hold a slot marker or a replacement pattern', async () => {
    const html = await responsiveEmailHtml({ ...parts, header: '<p>$& $1 CIBLE-SLOT-FOOTER</p>', footer: '<p>pied</p>' });
    expect(html).toContain('<p>$& $1 CIBLE-SLOT-FOOTER</p>');
    expect(html.split('<p>pied</p>').length).toBe(2);
  });

  it('gives the same document for the same parts (the layout is compiled once)', async () => {
    expect(await responsiveEmailHtml(parts)).toBe(await responsiveEmailHtml(parts));
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_LOGO, MEDIA_PALETTE, colourOf, companyLogo, contactPortrait, initialsOf } from './media-images';

describe('generated logos and portraits', () => {
  it('takes the initials of the first two meaningful words, accents removed', () => {
    expect(initialsOf('Lumière Logistique')).toBe('LL');
    expect(initialsOf('Atelier Dubois & Fils')).toBe('AD');
    expect(initialsOf('SAS de la Forge')).toBe('F');
    expect(initialsOf('Élodie Martin')).toBe('EM');
    expect(initialsOf('Nexalys')).toBe('N');
    expect(initialsOf('Le Bon')).toBe('B');
  });

  it('draws the same image for the same id and name, another colour for another id', () => {
    expect(companyLogo(7, 'Groupe Marchand')).toEqual(companyLogo(7, 'Groupe Marchand'));
    expect(companyLogo(7, 'Groupe Marchand').svg).toContain('>GM</text>');
    expect(colourOf(7)).not.toBe(colourOf(8));
    expect(MEDIA_PALETTE).toContain(colourOf(123456));
    expect(companyLogo(7, 'Groupe Marchand').etag).not.toBe(companyLogo(8, 'Groupe Marchand').etag);
    expect(contactPortrait(3, 'Claire Martin').svg).toContain('>CM</text>');
    expect(DEFAULT_COMPANY_LOGO.svg).not.toContain('<text');
  });

  it('escapes what it writes into the SVG', () => {
    expect(companyLogo(1, '<script> "x"').svg).not.toContain('<script>');
  });
});


import { describe, expect, it } from 'vitest';
import { generateSignaturePlainText } from './generate-signature-plain-text';

describe('generateSignaturePlainText', () => {
  it('writes one line per kept field, links written out, refused links left out', () => {
    expect(
      generateSignaturePlainText(
        { fullName: ' Léa Bernard ', jobTitle: '', company: 'Atlas', phone: '01 23 45 67 89', email: 'nope', logoUrl: 'https://a.fr/l.png', website: 'atlas.fr', linkedinUrl: 'https://linkedin.com/in/lea', accentColour: '' },
        { linkedin: 'LinkedIn', logo: 'Logo' },
      ),
    ).toBe('Léa Bernard\nAtlas\n01 23 45 67 89\nhttps://atlas.fr\nLinkedIn : https://linkedin.com/in/lea');
  });
});

import { describe, expect, it } from 'vitest';
import { signatureHtmlToText } from './signatureHtmlToText';

describe('signatureHtmlToText', () => {
  it('writes one line per block and row, line breaks for <br>, link addresses when the text does not show them', () => {
    const html =
      '<table><tbody><tr><td><p style="margin:0"><b>Léa   Bernard</b></p><p>Directrice<br>Atlas &amp; Fils</p></td></tr>' +
      '<tr><td><a href="tel:0123456789">01 23 45 67 89</a> | <a href="https://atlas.fr">Notre site</a></td></tr></tbody></table><script>x()</script>';
    expect(signatureHtmlToText(html)).toBe('Léa Bernard\nDirectrice\nAtlas & Fils\n01 23 45 67 89 | Notre site (https://atlas.fr)');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeHtml } from './escape-html';

/** The oracle: what an HTML parser reads back from escaped text (the five entities, in one pass). */
const unescape = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

describe('escapeHtml', () => {
  it('leaves no character with a meaning in HTML, and reads back as the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', ' ', '&', '<', '>', '"', "'", ';', '#', '3', '9') }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        expect(unescape(escaped)).toBe(text);
      }),
    );
  });

  it('escapes each of the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_HTML_MAX_BYTES, isEmailHtmlWithinSize } from './email-html-size';

/** The oracle: the length of the UTF-8 encoding (TextEncoder writes a lone surrogate as U+FFFD). */
const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

describe('isEmailHtmlWithinSize', () => {
  it('is 512 KiB of UTF-8: ASCII to the byte, accents count twice, emoji four times', () => {
    expect(EMAIL_HTML_MAX_BYTES).toBe(524_288);
    expect(isEmailHtmlWithinSize('a'.repeat(EMAIL_HTML_MAX_BYTES))).toBe(true);
    expect(isEmailHtmlWithinSize('a'.repeat(EMAIL_HTML_MAX_BYTES + 1))).toBe(false);
    expect(isEmailHtmlWithinSize('é'.repeat(EMAIL_HTML_MAX_BYTES / 2))).toBe(true);
    expect(isEmailHtmlWithinSize(`${'é'.repeat(EMAIL_HTML_MAX_BYTES / 2)}a`)).toBe(false);
    expect(isEmailHtmlWithinSize('😀', 4)).toBe(true);
    expect(isEmailHtmlWithinSize('😀', 3)).toBe(false);
    expect(isEmailHtmlWithinSize('\ud800', 3)).toBe(true);
    expect(isEmailHtmlWithinSize('', 0)).toBe(true);
  });

  it('agrees with the length of the UTF-8 encoding on any text and limit (property)', () => {
    // One to four bytes per character, and lone surrogates of both halves.
    const character = fc.constantFrom('a', '<', 'é', 'ß', '€', '中', '😀', '𝄞', '\ud800', '\udc00');
    const text = fc.string({ unit: character, maxLength: 40 });
    fc.assert(fc.property(text, fc.integer({ min: 0, max: 200 }), (html, max) => isEmailHtmlWithinSize(html, max) === utf8Length(html) <= max));
  });
});

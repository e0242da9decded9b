import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UNSUBSCRIBE_PLACEHOLDER, fillUnsubscribePlaceholder, hasUnsubscribePlaceholder } from './unsubscribe-token';

describe('unsubscribe placeholder', () => {
  it('is {{unsubscribe_link}} and is found with inner spaces or another case', () => {
    expect(UNSUBSCRIBE_PLACEHOLDER).toBe('{{unsubscribe_link}}');
    expect(hasUnsubscribePlaceholder('<a href="{{unsubscribe_link}}">Se désinscrire</a>')).toBe(true);
    expect(hasUnsubscribePlaceholder('<a href="{{ Unsubscribe_Link }}">x</a>')).toBe(true);
    expect(hasUnsubscribePlaceholder('<p>{{unsubscribe}}</p>')).toBe(false);
    expect(hasUnsubscribePlaceholder('')).toBe(false);
    expect(hasUnsubscribePlaceholder(null)).toBe(false);
  });

  it('is replaced everywhere by the escaped URL', () => {
    const html = '<a href="{{unsubscribe_link}}">a</a> <a href="{{ unsubscribe_link }}">b</a>';
    const filled = fillUnsubscribePlaceholder(html, 'https://cible.fr/u?t=a&b="x"');
    expect(filled).toBe('<a href="https://cible.fr/u?t=a&amp;b=&quot;x&quot;">a</a> <a href="https://cible.fr/u?t=a&amp;b=&quot;x&quot;">b</a>');
    expect(hasUnsubscribePlaceholder(filled)).toBe(false);
  });

  it('escapes the five characters that matter in an HTML attribute: & " \' < >', () => {
    expect(fillUnsubscribePlaceholder('<a href="{{unsubscribe_link}}">', `https://x.fr/u?a=1&b='2'<3>"4"`)).toBe(
      '<a href="https://x.fr/u?a=1&amp;b=&#39;2&#39;&lt;3&gt;&quot;4&quot;">',
    );
  });

  it('fills every placeholder with the URL escaped as the oracle does, and leaves the rest as it was', () => {
    const entities: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };
    const oracleEscape = (url: string) => [...url].map((char) => entities[char] ?? char).join('');
    const textArb = fc.string().filter((text) => !/unsubscribe_link/i.test(text));
    fc.assert(
      fc.property(fc.array(textArb, { minLength: 1, maxLength: 4 }), fc.string(), (parts, url) => {
        const html = parts.join(UNSUBSCRIBE_PLACEHOLDER);
        expect(fillUnsubscribePlaceholder(html, url)).toBe(parts.join(oracleEscape(url)));
        expect(hasUnsubscribePlaceholder(html)).toBe(parts.length > 1);
      }),
    );
  });

  it('finds the placeholder wherever it is inserted, and filling removes it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const html = `${before}${UNSUBSCRIBE_PLACEHOLDER}${after}`;
        return hasUnsubscribePlaceholder(html) && !hasUnsubscribePlaceholder(fillUnsubscribePlaceholder(html, 'https://x.fr/u'));
      }),
    );
  });
});

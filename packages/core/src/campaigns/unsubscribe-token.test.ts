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

  it('finds the placeholder wherever it is inserted, and filling removes it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const html = `${before}${UNSUBSCRIBE_PLACEHOLDER}${after}`;
        return hasUnsubscribePlaceholder(html) && !hasUnsubscribePlaceholder(fillUnsubscribePlaceholder(html, 'https://x.fr/u'));
      }),
    );
  });
});

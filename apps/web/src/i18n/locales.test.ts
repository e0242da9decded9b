import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import { i18n } from './i18n';

type Tree = { [key: string]: string | Tree };

const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('locales', () => {
  it('French and English have exactly the same keys', () => {
    expect(
      entries(en)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      entries(fr)
        .map(([key]) => key)
        .sort(),
    );
  });

  it('have no empty values', () => {
    for (const [key, value] of [...entries(fr), ...entries(en)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    const english = new Map(entries(en));
    for (const [key, value] of entries(fr)) {
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });

  it('starts in French and falls back to English', () => {
    expect(i18n.language).toBe('fr');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.t('common.cancel')).toBe('Annuler');
    expect(i18n.t('common.cancel', { lng: 'en' })).toBe('Cancel');
  });
});

import { describe, expect, it } from 'vitest';
import enShell from './en.json';
import enPages from './en.pages.json';
import frShell from './fr.json';
import frPages from './fr.pages.json';
import enAuth from './en.auth.json';
import frAuth from './fr.auth.json';
import enUi from './en.ui.json';
import frUi from './fr.ui.json';
import coreEn from '@cible/core/i18n/en.json';
import coreFr from '@cible/core/i18n/fr.json';
import { CORE_NAMESPACE, i18n, loadLanguage } from './i18n';
import { addAuthTexts } from './authTexts';
import { addUiKitTexts } from './uiKitTexts';

type Tree = { [key: string]: string | Tree };

/** The texts of several files as one tree (the UI kit's texts and the first route's share the `ui` branch). */
const merged = (...trees: Tree[]): Tree =>
  trees.reduce<Tree>((into, tree) => {
    for (const [key, value] of Object.entries(tree)) {
      const there = into[key];
      into[key] = typeof value === 'object' && typeof there === 'object' ? merged(there, value) : value;
    }
    return into;
  }, {});

// Each language is its first route's texts (bundled with the first page for French), its page texts (a chunk), its
// login pages' texts (with the login route's chunks) and its UI kit's (with the UI kit's provider).
const fr = merged(frShell, frPages, frAuth, frUi);
const en = merged(enShell, enPages, enAuth, enUi);
addAuthTexts();
addUiKitTexts();

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

  it('gives every French plural its "many" form (1 000 000 and more), which French plural rules ask for', () => {
    const keys = new Set(entries(fr).map(([key]) => key));
    for (const key of keys) {
      if (key.endsWith('_other')) expect(keys.has(key.replace(/_other$/, '_many')), key).toBe(true);
    }
    expect(i18n.t('auth.delay.minutes', { count: 2_000_000 })).toBe('2000000 minutes');
  });

  it('splits each language into first-route, page, login and UI kit texts with no key in two of them', () => {
    for (const files of [
      [frShell, frPages, frAuth, frUi],
      [enShell, enPages, enAuth, enUi],
    ]) {
      const keys = files.flatMap((file) => entries(file).map(([key]) => key));
      expect(keys.length).toBe(new Set(keys).size);
    }
    expect(Object.keys(frPages).sort()).toEqual(Object.keys(enPages).sort());
    expect(Object.keys(frAuth)).toEqual(['auth']);
    expect(Object.keys(frUi)).toEqual(['ui']);
  });

  it('bundles the French shell texts only; the page texts and English are loaded on demand, once', async () => {
    const source = (await import('./i18n.ts?raw')).default;
    expect(source).not.toMatch(/import en(Shell)? from|from '\.\/en(\.pages)?\.json'/);
    expect(source).toMatch(/import type frPages from '\.\/fr\.pages\.json'/);
    expect(source).not.toMatch(/^import frPages from/m);
    expect(source).not.toMatch(/^import fr(Auth|Ui) from/m);
    expect(source).not.toMatch(/^import .* from '@cible\/core\/i18n/m);
    await loadLanguage('en');
    expect(i18n.getResourceBundle('en', 'translation')).toEqual(en);
    expect(i18n.getResourceBundle('fr', 'translation')).toEqual(fr);
  });

  it("loads core's texts (packages/core/src/i18n) into the core namespace with the page texts, French and English with the same keys", () => {
    expect(i18n.getResourceBundle('fr', CORE_NAMESPACE)).toEqual(coreFr);
    expect(i18n.getResourceBundle('en', CORE_NAMESPACE)).toEqual(coreEn);
    expect(entries(coreEn).map(([key]) => key).sort()).toEqual(entries(coreFr).map(([key]) => key).sort());
  });
});

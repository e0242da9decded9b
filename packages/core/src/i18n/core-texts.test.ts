import { describe, expect, it } from 'vitest';
import * as catalogues from '../catalogues';
import type { CatalogueEntry } from '../catalogues/catalogue-entry';
import { SENDABLE_WEEKDAYS } from '../sequences/sending-window';
import { CORE_TEXTS, textAt, translate } from './core-texts';
import type { TextTree } from './core-texts';
import { isText } from './text';

const entries = (tree: TextTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));

const placeholders = (template: string) => [...template.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** Every exported catalogue of core: the arrays whose entries carry a label text. */
const allCatalogues = Object.entries({ ...catalogues, SENDABLE_WEEKDAYS }).filter(
  (entry): entry is [string, readonly CatalogueEntry[]] => Array.isArray(entry[1]) && entry[1].length > 0 && isText((entry[1][0] as { label?: unknown }).label),
);

describe("core's i18n files", () => {
  const fr = entries(CORE_TEXTS.fr);
  const en = entries(CORE_TEXTS.en);

  it('have exactly the same keys in French and English', () => {
    expect(en.map(([key]) => key).sort()).toEqual(fr.map(([key]) => key).sort());
  });

  it('have no empty text', () => {
    for (const [key, value] of [...fr, ...en]) expect(value.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const english = new Map(en);
    for (const [key, value] of fr) expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('give every plural its "many" form (1 000 000 and more), which French plural rules ask for', () => {
    const keys = new Set(fr.map(([key]) => key));
    for (const key of keys) if (key.endsWith('_other')) expect(keys.has(key.replace(/_other$/, '_many')), key).toBe(true);
  });

  it('label every entry of every catalogue in both languages, and hold no label of a catalogue entry that does not exist', () => {
    expect(allCatalogues.length).toBeGreaterThan(60);
    const named = new Set<string>();
    for (const [name, catalogue] of allCatalogues) {
      for (const entry of catalogue) {
        named.add(entry.label.key);
        expect(textAt(CORE_TEXTS.fr, entry.label.key), `${name} ${entry.id} (fr)`).toBeTruthy();
        expect(textAt(CORE_TEXTS.en, entry.label.key), `${name} ${entry.id} (en)`).toBeTruthy();
      }
    }
    expect(fr.map(([key]) => key).filter((key) => key.startsWith('catalogue.') && !named.has(key))).toEqual([]);
  });
});

describe('translate', () => {
  it('renders a catalogue label in French by default and in English', () => {
    const size = catalogues.COMPANY_SIZES[0];
    expect(size && translate(size.label)).toBe('Grande entreprise');
    expect(size && translate(size.label, 'en')).toBe('Large company');
  });
});

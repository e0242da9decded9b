import { describe, expect, it } from 'vitest';
import { formatTextNumber, renderText } from './render-text';
import type { TextLookup } from './render-text';
import type { Text } from './text';

const TEXTS: Record<string, Record<string, string>> = {
  fr: {
    hello: 'Bonjour {{name}}',
    count_one: '{{count}} contact',
    count_other: '{{count}} contacts',
    count_many: '{{count}} de contacts',
    nested: 'Voir {{what}}',
    only: 'Seulement en français',
  },
  en: { hello: 'Hello {{name}}', count_one: '{{count}} contact', count_other: '{{count}} contacts', nested: 'See {{what}}', fallback: 'English only' },
};
const lookup: TextLookup = (key, language) => TEXTS[language]?.[key];
const t = (key: string, params?: Text['params']) => ({ key, ...(params ? { params } : {}) }) as Text;

describe('renderText', () => {
  it('puts params into placeholders, and formats numbers in the language', () => {
    expect(renderText(t('hello', { name: 'Marie' }), 'fr', lookup)).toBe('Bonjour Marie');
    expect(renderText(t('hello', { name: 1234567 }), 'fr', lookup)).toBe('Bonjour 1 234 567');
    expect(renderText(t('hello', { name: 1234567 }), 'en', lookup)).toBe('Hello 1,234,567');
    expect(renderText(t('hello'), 'fr', lookup)).toBe('Bonjour ');
  });

  it('picks the plural form of count with the language rules (0 and 1 singular in French, not in English)', () => {
    expect(renderText(t('count', { count: 0 }), 'fr', lookup)).toBe('0 contact');
    expect(renderText(t('count', { count: 1 }), 'fr', lookup)).toBe('1 contact');
    expect(renderText(t('count', { count: 2 }), 'fr', lookup)).toBe('2 contacts');
    expect(renderText(t('count', { count: 1_000_000 }), 'fr', lookup)).toBe('1 000 000 de contacts');
    expect(renderText(t('count', { count: 0 }), 'en', lookup)).toBe('0 contacts');
    expect(renderText(t('count', { count: 1_000_000 }), 'en', lookup)).toBe('1,000,000 contacts');
  });

  it('renders texts given as params in the same language', () => {
    expect(renderText(t('nested', { what: t('hello', { name: 'Paul' }) }), 'en', lookup)).toBe('See Hello Paul');
  });

  it('falls back to English, then to the key itself', () => {
    expect(renderText(t('fallback'), 'fr', lookup)).toBe('English only');
    expect(renderText(t('only'), 'en', lookup)).toBe('only');
    expect(renderText(t('missing.key'), 'fr', lookup)).toBe('missing.key');
  });
});

describe('formatTextNumber', () => {
  it('groups digits as each language does', () => {
    expect(formatTextNumber(1234.5, 'fr')).toBe('1 234,5');
    expect(formatTextNumber(1234.5, 'en')).toBe('1,234.5');
  });
});

import { formatNumberFr } from '../formatting/format-number';
import type { Text, TextParam } from './text';
import { isText } from './text';
import type { TextLanguage } from './text-language';

/** Finds the raw template of a key in one language (`undefined` when the language has no such key). */
export type TextLookup = (key: string, language: TextLanguage) => string | undefined;

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;
const pluralRules = new Map<TextLanguage, Intl.PluralRules>();

function pluralCategory(count: number, language: TextLanguage): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A number as the language writes it: "1 000 000" and "0,5" in French, "1,000,000" and "0.5" in English. */
export function formatTextNumber(value: number, language: TextLanguage): string {
  return language === 'fr' ? formatNumberFr(value) : new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}

function templateOf(key: string, count: number | undefined, language: TextLanguage, lookup: TextLookup): string | undefined {
  if (count !== undefined) {
    const plural = lookup(`${key}_${pluralCategory(count, language)}`, language) ?? lookup(`${key}_other`, language);
    if (plural !== undefined) return plural;
  }
  return lookup(key, language);
}

/**
 * A text in a language: its template (the plural form of `count` when the key has plural forms; English when the
 * language lacks the key; the key itself when no language has it, as i18next shows a missing key), its
 * `{{placeholders}}` replaced by the params: strings as they are, numbers in the language's format, texts rendered
 * in the same language. The one renderer of core's texts, used by the web app (over i18next's resources) and the API.
 */
export function renderText(text: Text, language: TextLanguage, lookup: TextLookup): string {
  const params = text.params ?? {};
  const count = typeof params.count === 'number' ? params.count : undefined;
  const template = templateOf(text.key, count, language, lookup) ?? (language === 'en' ? undefined : templateOf(text.key, count, 'en', lookup));
  if (template === undefined) return text.key;
  const render = (value: TextParam): string =>
    typeof value === 'string' ? value : typeof value === 'number' ? formatTextNumber(value, language) : isText(value) ? renderText(value, language, lookup) : '';
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '' : render(value);
  });
}

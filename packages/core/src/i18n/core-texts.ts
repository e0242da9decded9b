import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import type { Text } from './text';
import type { TextLanguage } from './text-language';
import { renderText } from './render-text';

/** A nested texts object as the i18n JSON files hold it. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/**
 * Core's texts in each language: `i18n/fr.json` (the reference, with the spec's French texts verbatim) and
 * `i18n/en.json`. The API and the tests read them here; the web app loads the same files into i18next with its page
 * texts (apps/web/src/i18n/i18n.ts) and renders through {@link renderText}, so that this module (and both languages)
 * stays out of its bundles.
 */
export const CORE_TEXTS: Readonly<Record<TextLanguage, TextTree>> = { fr, en };

/** The raw template of a dotted key in a texts tree; `undefined` when absent or not a string. */
export function textAt(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A text rendered from core's own files (French by default): for the API's mails and for tests. */
export function translate(text: Text, language: TextLanguage = 'fr'): string {
  return renderText(text, language, (key, lang) => textAt(CORE_TEXTS[lang], key));
}

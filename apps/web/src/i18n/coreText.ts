import { useTranslation } from 'react-i18next';
import { renderText } from '@cible/core';
import type { Text, TextLanguage, TextRenderer } from '@cible/core';
import { CORE_NAMESPACE, i18n } from './i18n';

const lookup = (key: string, language: TextLanguage): string | undefined => {
  const template: unknown = i18n.getResource(language, CORE_NAMESPACE, key);
  return typeof template === 'string' ? template : undefined;
};

/** The language core's texts are rendered in: the app's language (English or French, the default). */
export const textLanguageOf = (language: string): TextLanguage => (language === 'en' ? 'en' : 'fr');

/**
 * One of core's texts in the app's language (or the one given), rendered by core's renderText over the texts that
 * loadPageTexts put in i18next (namespace `core`): the same sentence the API renders from the same files.
 */
export function coreText(text: Text, language: TextLanguage = textLanguageOf(i18n.language)): string {
  return renderText(text, language, lookup);
}

/** A renderer of core's texts in the current language, for components (re-rendered when the language changes). */
export function useCoreText(): TextRenderer {
  const { i18n: instance } = useTranslation();
  const language = textLanguageOf(instance.language);
  return (text) => coreText(text, language);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from './fr.json';

/** Languages the web app ships; French is the default, English the fallback (app-shell §1). */
export const DEFAULT_LANGUAGE = 'fr';
export const FALLBACK_LANGUAGE = 'en';
export type AppLanguage = typeof DEFAULT_LANGUAGE | typeof FALLBACK_LANGUAGE;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // French is the reference locale: every key used in code must exist in fr.json.
    resources: { translation: typeof fr };
  }
}

/**
 * The app's i18next instance, ready synchronously in French (bundled). English is a separate chunk loaded on
 * demand (`loadLanguage('en')`, `changeAppLanguage('en')`): French is complete (locales.test.ts), so the fallback
 * is never needed while the app speaks French, and the first page does not download it (docs/performance.md).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [DEFAULT_LANGUAGE, FALLBACK_LANGUAGE],
  defaultNS: 'translation',
  resources: { fr: { translation: fr } },
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Loads a language's texts (English is fetched once, as its own chunk); French is always there. */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const texts = (await import('./en.json')).default;
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

/** Switches the app's language once its texts are loaded. */
export async function changeAppLanguage(language: AppLanguage): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

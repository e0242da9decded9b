import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from './fr.json';
import type frPages from './fr.pages.json';
import type frAuth from './fr.auth.json';
import type frUi from './fr.ui.json';

/** Languages the web app ships; French is the default, English the fallback (docs/ui.md "The web's files"). */
export const DEFAULT_LANGUAGE = 'fr';
export const FALLBACK_LANGUAGE = 'en';
export type AppLanguage = typeof DEFAULT_LANGUAGE | typeof FALLBACK_LANGUAGE;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // French is the reference locale: every key used in code must exist in fr.json, fr.pages.json, fr.auth.json or fr.ui.json.
    resources: { translation: typeof fr & typeof frPages & typeof frAuth & typeof frUi };
  }
}

/** The i18next namespace of core's texts (packages/core/src/i18n: catalogues, menus, notifications, criteria…). */
export const CORE_NAMESPACE = 'core';

/**
 * The app's i18next instance, ready synchronously with the French texts of the first route (fr.json: error and
 * loading screens). The login pages' texts (fr.auth.json) come with the login route's chunks (`addAuthTexts`), the
 * UI kit's (fr.ui.json) with its provider (`addUiKitTexts`). The texts of the pages behind the login (fr.pages.json:
 * common words, header, footer, personal space, notifications, quick search, company pages, connections, help,
 * design list) and core's texts (namespace `core`: the labels and sentences
 * core hands out as keys, rendered by `coreText`) are chunks of their own, loaded by `loadPageTexts()` before those
 * pages render. English is loaded on demand (`loadLanguage('en')`, `changeAppLanguage('en')`): French
 * is complete (locales.test.ts), so the fallback is never needed while the app speaks French. None of this is
 * downloaded with the first page (docs/adr/006-first-route-budget.md).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [DEFAULT_LANGUAGE, FALLBACK_LANGUAGE],
  defaultNS: 'translation',
  // A copy: adding the page texts extends the bundle in place, and must not change the imported module.
  resources: { fr: { translation: structuredClone(fr) } },
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The page texts (and core's texts) of each language, added once (concurrent callers share the load; a failed load is retried). */
const pageTexts = new Map<AppLanguage, Promise<void>>();

function addPageTexts(language: AppLanguage): Promise<void> {
  let loading = pageTexts.get(language);
  if (!loading) {
    const pages = language === 'fr' ? import('./fr.pages.json') : import('./en.pages.json');
    const core = language === 'fr' ? import('@cible/core/i18n/fr.json') : import('@cible/core/i18n/en.json');
    loading = Promise.all([pages, core]).then(
      ([{ default: texts }, { default: coreTexts }]) => {
        i18n.addResourceBundle(language, 'translation', texts, true, true);
        i18n.addResourceBundle(language, CORE_NAMESPACE, coreTexts, true, true);
      },
      (error: unknown) => {
        pageTexts.delete(language);
        throw error;
      },
    );
    pageTexts.set(language, loading);
  }
  return loading;
}

/**
 * Loads the texts of the pages behind the login, in French and in every other language already loaded (each fetched
 * once). The protected layout and /design-list await it before they render.
 */
export async function loadPageTexts(): Promise<void> {
  const languages = [DEFAULT_LANGUAGE, ...(i18n.hasResourceBundle(FALLBACK_LANGUAGE, 'translation') ? [FALLBACK_LANGUAGE] : [])] as AppLanguage[];
  await Promise.all(languages.map(addPageTexts));
}

/** Loads a language's texts (English is fetched once, as its own chunk, with its page texts once French has them). */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const bundles = await Promise.all([import('./en.json'), import('./en.auth.json'), import('./en.ui.json')]);
    for (const { default: texts } of bundles) i18n.addResourceBundle(language, 'translation', texts, true, true);
  }
  if (pageTexts.has(DEFAULT_LANGUAGE)) await addPageTexts(language);
}

/** Switches the app's language once its texts are loaded. */
export async function changeAppLanguage(language: AppLanguage): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

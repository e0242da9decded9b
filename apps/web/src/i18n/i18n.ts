import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';

/** Languages the web app ships; French is the default, English the fallback (app-shell §1). */
export const DEFAULT_LANGUAGE = 'fr';
export const FALLBACK_LANGUAGE = 'en';

export const resources = {
  fr: { translation: fr },
  en: { translation: en },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // French is the reference locale: every key used in code must exist in fr.json.
    resources: { translation: typeof fr };
  }
}

/** The app's i18next instance: resources are bundled (no network backend) and ready synchronously. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [DEFAULT_LANGUAGE, FALLBACK_LANGUAGE],
  defaultNS: 'translation',
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { addUiKitTexts } from '../i18n/uiKitTexts';

// The UI kit's texts come with its chunks, not with the first route: every react-aria component of the app renders
// under this provider (i18n/uiKitTexts.ts).
addUiKitTexts();

const ARIA_LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB' };

export interface UiProviderProps {
  children: ReactNode;
}

/**
 * Gives react-aria the app's language (its built-in strings, date and number formats, reading
 * direction follow i18next). Part of ReactAriaProviders (the lazy layouts) and of the toast region, not of the first
 * route.
 */
export function UiProvider({ children }: UiProviderProps) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={ARIA_LOCALES[i18n.language] ?? i18n.language}>{children}</I18nProvider>;
}

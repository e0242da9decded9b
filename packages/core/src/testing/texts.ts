import { translate } from '../i18n/core-texts';
import type { Text } from '../i18n/text';

/** A text of core's i18n files in French, for tests (`undefined` stays `undefined`). */
export function frText(text: Text): string;
export function frText(text: Text | undefined): string | undefined;
export function frText(text: Text | undefined): string | undefined {
  return text === undefined ? undefined : translate(text, 'fr');
}

/** A text of core's i18n files in English, for tests (`undefined` stays `undefined`). */
export function enText(text: Text): string;
export function enText(text: Text | undefined): string | undefined;
export function enText(text: Text | undefined): string | undefined {
  return text === undefined ? undefined : translate(text, 'en');
}

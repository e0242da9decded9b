import type { TFunction } from 'i18next';
import { token } from './token';

/**
 * The text of an i18n key in the app's current language, with its parameters (i18next's `t`, keys typed by the
 * French files). View-models receive it (or return keys) instead of importing the i18n instance; the container binds
 * it to the app's i18next (di/modules/i18nModule.ts), tests pass their own.
 */
export type Translate = TFunction;

export const TRANSLATE = token<Translate>('Translate');

import type { Translate } from '../di/Translate';
import { i18n } from '../i18n/i18n';

/** Test helper: the app's translate function (French texts, the language of the moment), as the container binds it. */
export const translate: Translate = i18n.t.bind(i18n);

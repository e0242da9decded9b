import frUi from './fr.ui.json';
import { DEFAULT_LANGUAGE, i18n } from './i18n';

let added = false;

/**
 * Adds the French texts of the UI kit's components (`ui.*` but the skeleton's and the top progress bar's, which the
 * first route shows and fr.json holds) to the app's i18n, once. Called at load by `UiProvider`, which every
 * react-aria component of the app renders under (the lazy layouts' `ReactAriaProviders`, the toast region), so that
 * these texts come with the UI kit's chunks instead of the first route (docs/performance.md, first-route budget);
 * English ones come with `loadLanguage('en')`.
 */
export function addUiKitTexts(): void {
  if (added) return;
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', frUi, true, false);
  added = true;
}

import frAuth from './fr.auth.json';
import { DEFAULT_LANGUAGE, i18n } from './i18n';

let added = false;

/**
 * Adds the French texts of the login pages (`auth.*`: login, forgotten password, account activation, password rules)
 * to the app's i18n, once. Called at load by the modules that show them (`AuthLayout`, `LoginPage`,
 * `PasswordChecklist`), so that these texts come with the login route's chunks (and the personal space's change
 * password page) instead of the first route (docs/performance.md, first-route budget); English ones come with
 * `loadLanguage('en')`.
 */
export function addAuthTexts(): void {
  if (added) return;
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', frAuth, true, false);
  added = true;
}

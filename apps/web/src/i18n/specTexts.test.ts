import { describe, expect, it } from 'vitest';
import { SPEC_TEXTS } from '../testing/specTexts';
import { i18n } from './i18n';

/** Where the web app's French files hold each text of the error catalogue (the screens read these keys). */
const CATALOGUE_KEYS: [key: string, text: string][] = [
  ['quickSearch.error', SPEC_TEXTS.quickSearchFailure],
  ['quickSearch.inquiry.quotaReached', SPEC_TEXTS.inquiryQuota(15)],
  ['ui.blurred.message', SPEC_TEXTS.blurredContent],
  ['help.toast.messageRequired', SPEC_TEXTS.helpMessageRequired],
  ['help.toast.fileTooLarge', SPEC_TEXTS.helpFileTooLarge],
  ['help.toast.sent', SPEC_TEXTS.helpSent],
  ['help.toast.failed', SPEC_TEXTS.genericError],
  ['personalSpace.toast.error', SPEC_TEXTS.genericError],
  ['personalSpace.toast.deleted', SPEC_TEXTS.genericDeleted],
  ['personalSpace.toast.duplicated', SPEC_TEXTS.genericDuplicated],
  ['personalSpace.toast.saved', SPEC_TEXTS.genericUpdated],
];

describe('the error catalogue texts of the spec (app shell and prospecting)', () => {
  it('are in the French files verbatim, each under the key its screen reads', () => {
    for (const [key, text] of CATALOGUE_KEYS) expect(i18n.t(key as never, { lng: 'fr', count: 15 }), key).toBe(text);
  });

  it('have an English text too', () => {
    for (const [key, text] of CATALOGUE_KEYS) {
      const english = i18n.t(key as never, { lng: 'en', count: 15 });
      expect(english, key).not.toBe(key);
      expect(english, key).not.toBe(text);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { SmartMailingSettingsBodySchema } from './smart-mailing-settings.contract';

describe('smart-mailing settings contract', () => {
  it('replaces the email header and footer', () => {
    expect(SmartMailingSettingsBodySchema.parse({ email_header: '<p>Exemple</p>', email_footer: null })).toEqual({
      email_header: '<p>Exemple</p>',
      email_footer: null,
    });
  });
});

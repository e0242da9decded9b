import type { SmartMailingSettings, SmartMailingSettingsBody } from '@cible/core';
import { emailHtmlToStore } from '../../mail/content/email-body-content';
import type { AuthContext } from '../../security/auth-context';
import type { SmartMailingSettingsRepository } from './smart-mailing-settings-repository';

export interface SmartMailingSettingsService {
  get(auth: AuthContext): Promise<SmartMailingSettings>;
  replace(auth: AuthContext, body: SmartMailingSettingsBody): Promise<SmartMailingSettings>;
}

/**
 * The organisation's campaign email header and footer: HTML refused over core's size limit (413 EMAIL.HTML_TOO_LARGE)
 * and sanitised on every save like templates and signatures (ADR 015).
 */
export function createSmartMailingSettingsService(repository: SmartMailingSettingsRepository): SmartMailingSettingsService {
  const store = (field: string, html: string | null) => (html === null ? null : emailHtmlToStore(field, html));
  return {
    get: (auth) => repository.get(auth.user.organizationId),
    replace: (auth, body) =>
      repository.replace(auth.user.organizationId, {
        email_header: store('email_header', body.email_header),
        email_footer: store('email_footer', body.email_footer),
      }),
  };
}

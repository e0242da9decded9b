import { z } from 'zod';
import { ApiHtmlSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint } from '../shared/endpoint';

// Smart-mailing settings (the spec's entity): the organisation's email header and footer.

/** Smart-mailing settings (the spec's entity): the organisation's email header and footer. */
export const SmartMailingSettingsSchema = z.object({ email_header: safeString().nullable(), email_footer: safeString().nullable() });
export type SmartMailingSettings = z.infer<typeof SmartMailingSettingsSchema>;

export const SmartMailingSettingsBodySchema = z
  .object({ email_header: ApiHtmlSchema.nullable(), email_footer: ApiHtmlSchema.nullable() })
  .strict();
export type SmartMailingSettingsBody = z.infer<typeof SmartMailingSettingsBodySchema>;

/** Email header and footer of the organisation. */
export const SMART_MAILING_SETTINGS_ENDPOINTS = {
  getSmartMailingSettings: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/settings',
    summary: 'Email header and footer of the organisation.',
    designed: true,
    response: SmartMailingSettingsSchema,
  }),
  updateSmartMailingSettings: defineEndpoint({
    // designed: not in spec
    method: 'PUT',
    path: '/v1/smart-mailing/settings',
    summary: 'Replace the email header and footer.',
    designed: true,
    body: SmartMailingSettingsBodySchema,
    response: SmartMailingSettingsSchema,
  }),
} as const;

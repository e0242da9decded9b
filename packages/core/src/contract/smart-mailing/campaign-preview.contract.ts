import { z } from 'zod';
import { ApiHtmlSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint } from '../shared/endpoint';

// The preview of a campaign mail: the whole responsive mail as a recipient gets it, for the content being written.

/** The content being written (unsaved), else the saved one; a pre-header being written likewise. */
export const CampaignPreviewBodySchema = z
  .object({
    email_html_content: ApiHtmlSchema.optional(),
    email_pre_header: safeString().trim().max(PORT_LIMITS.name).nullable().optional(),
  })
  .strict();
export type CampaignPreviewBody = z.infer<typeof CampaignPreviewBodySchema>;

/** The mail's subject and HTML document (sanitised content in the responsive layout, for the campaign's first target). */
export const CampaignPreviewSchema = z.object({ subject: safeString(), html: safeString() }).meta({ id: 'CampaignPreview' });
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

export const CAMPAIGN_PREVIEW_ENDPOINTS = {
  previewCampaign: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/campaigns/{id}/preview',
    summary: 'The campaign mail as a recipient gets it (desktop and mobile preview).',
    designed: true,
    body: CampaignPreviewBodySchema,
    response: CampaignPreviewSchema,
  }),
} as const;

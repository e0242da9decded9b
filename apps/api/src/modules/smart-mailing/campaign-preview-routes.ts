import { CAMPAIGN_PREVIEW_ENDPOINTS, EMAIL_HTML_MAX_BYTES } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import { EMAIL_BODY_REQUEST_LIMIT } from '../templates/templates-routes';
import type { CampaignPreviewService } from './campaign-preview-service';

export interface CampaignPreviewRoutesOptions {
  readonly service: CampaignPreviewService;
}

/** The preview of a campaign mail (the content tab's desktop and mobile views). It reads: CAMPAIGNS read. */
export const campaignPreviewRoutes: FastifyPluginAsyncZod<CampaignPreviewRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, CAMPAIGN_PREVIEW_ENDPOINTS, {
    previewCampaign: {
      access: permission('CAMPAIGNS', 'read'),
      ids: { params: { id: 'campaign' } },
      errors: [413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `The campaign mail as its first target gets it (no target: variables empty): subject and whole HTML document in the responsive MJML layout (pre-header, mirror line, header, content, footer; the campaign’s header and footer, else the organisation’s), untracked, nothing stored. email_html_content / email_pre_header: the unsaved text being written, sanitised as a save would (over ${EMAIL_HTML_MAX_BYTES} UTF-8 bytes: 413 EMAIL.HTML_TOO_LARGE); absent: the saved one.`,
      handle: ({ auth, params, body }) => service.preview(auth, params.id, body),
    },
  });
};

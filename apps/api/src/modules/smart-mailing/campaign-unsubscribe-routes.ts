import { EMAIL_MISC_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { PUBLIC } from '../../http/route-declaration';
import type { CampaignUnsubscribeService } from './campaign-unsubscribe-service';

export interface CampaignUnsubscribeRoutesOptions {
  readonly service: CampaignUnsubscribeService;
}

/** POST /v1/email/unsubscribe: the opt-out of the web page /unsubscribe (docs/adr/039-signed-unsubscribe-tokens.md). */
export const campaignUnsubscribeRoutes: FastifyPluginAsyncZod<CampaignUnsubscribeRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, { unsubscribe: EMAIL_MISC_ENDPOINTS.unsubscribe }, {
    unsubscribe: {
      // No session: the signed token of the mail's link is the only way in.
      access: PUBLIC,
      errors: [409],
      description:
        'The token is the signed token of a campaign mail (`/unsubscribe?token=…` of its link, 40 base64url characters: ' +
        'campaign, send, organisation, issued-at and an HMAC-SHA256). Records an `unsubscribed` campaign event, cancels the ' +
        'contact’s waiting campaign sends of the organisation and ends its running sequence targets; later campaign and ' +
        'sequence imports exclude the contact. 400 UNSUBSCRIBE.INVALID_TOKEN: not a signed token, a MAC that does not match ' +
        '(forged or altered), or no sent mail with that token. 409 UNSUBSCRIBE.ALREADY_DONE: the opt-out of that mail is ' +
        'already recorded (a replay; nothing is recorded twice).',
      handle: ({ body }) => service.unsubscribe(body.token),
    },
  });
};

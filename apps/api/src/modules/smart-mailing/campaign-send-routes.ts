import { CAMPAIGN_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission, PUBLIC } from '../../http/route-declaration';
import { sendHtml } from '../../http/send-html';
import type { CampaignSendService } from './campaign-send-service';

export interface CampaignSendRoutesOptions {
  readonly service: CampaignSendService;
}

/** A tracking token as the send call makes them (random, URL-safe); anything else is unknown without a query. */
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

/** The mirror page of a mail (the `mirror_link` of a campaign). */
export const CAMPAIGN_MIRROR_PATH = (token: string) => `/v1/t/m/${encodeURIComponent(token)}`;

/**
 * Sending a campaign, its test send, and the mirror page of a sent mail (docs/adr/038-campaign-sender.md). The send
 * changes the campaign (CAMPAIGNS update); the campaign id must be one of the caller's organisation's (`campaign`).
 */
export const campaignSendRoutes: FastifyPluginAsyncZod<CampaignSendRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, CAMPAIGN_ENDPOINTS, {
    sendCampaign: {
      access: permission('CAMPAIGNS', 'update'),
      ids: { params: { id: 'campaign' } },
      errors: [409, 422],
      description:
        'Sends the campaign now (send_timing_id 1: status sent, the sender job sends it in batches) or schedules it (2: status scheduled at sent_date). Checked in order by core’s checkCampaignSendable: the status change (409 CAMPAIGN.TRANSITION_NOT_ALLOWED), a subject, a content, the unsubscribe placeholder, a sender, a target, a future date (422 CAMPAIGN.*). Then the daily volume guard: when the mails of the sender’s domain on the send’s Europe/Paris day (the organisation’s other campaigns + this campaign’s targets) reach 5 000 and its last check is not SPF, DKIM and DMARC pass, 409 CAMPAIGN.BULK_SENDER_UNAUTHENTICATED (details: total_count, threshold, other_count, send_count, spf, dkim, dmarc, day, domain) unless the body carries confirm_bulk_volume true. In the same transaction: one mailing credit (kind sequence) of the owner per target not planned yet, the status, one planned send per target. Short of credits: 409 CREDITS.INSUFFICIENT (details.required, details.available), nothing changes and the owner gets the insufficient-mailing-credits notification.',
      handle: ({ auth, params, body }) => service.send(auth, params.id, body),
    },
    getCampaignSendVolume: {
      access: permission('CAMPAIGNS', 'read'),
      ids: { params: { id: 'campaign' } },
      description:
        'The daily volume guard’s figures for a send of the campaign now, or at sent_date for a scheduling (docs/adr/043): the sender’s domain, the Europe/Paris day, other_count (the organisation’s other campaign mails from that domain sent or planned that day, cancelled ones left out), send_count (the campaign’s targets), total_count, threshold (5 000), the domain’s last SPF / DKIM / DMARC check, is_authenticated (all three pass; DMARC p=none passes) and requires_confirmation (total reaches the threshold without authentication: the send call then needs confirm_bulk_volume true). domain null: no sender.',
      handle: ({ auth, params, query }) => service.sendVolume(auth, params.id, query),
    },
    sendCampaignTest: {
      access: permission('CAMPAIGNS', 'update'),
      ids: { body: { campaign_id: 'campaign', bat_email_id_list: 'test-address' } },
      errors: [422],
      description:
        'Sends the campaign as its recipients will get it (header, footer, mirror link, unsubscribe link, List-Unsubscribe headers, DKIM) to the caller’s test addresses (0 = own address) through the campaign relay, subject prefixed with [TEST]; no credit, not counted, untracked. A campaign without subject, content, unsubscribe link or sender: 422 CAMPAIGN.*.',
      handle: async ({ auth, body }) => {
        await service.sendTest(auth, body);
      },
    },
  });

  app.get(
    '/v1/t/m/:token',
    {
      config: { auth: 'public', access: PUBLIC },
      schema: {
        summary: 'The mirror page of a campaign mail.',
        description:
          'No authentication: the tracking token of the mail is the only way in. The mail as its recipient got it (for its contact, untracked), for a mail client that shows it badly; an unknown token or a mail not sent: 404 page. Designed path.',
        tags: ['smart-mailing'],
      },
    },
    async (request, reply) => {
      const token = String((request.params as Record<string, unknown> | null)?.token ?? '');
      const html = TOKEN.test(token) ? await service.mirror(token) : null;
      reply.headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
      return sendHtml(reply, html ?? '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Cible</title></head><body><p>Ce lien n’est pas valide.</p></body></html>', html === null ? 404 : 200);
    },
  );
};

import { z } from 'zod';
import { BatEmailIdListSchema } from '../bat-emails/bat-emails.contract';
import { ApiDateSchema, ApiDateTimeSchema, ApiHtmlSchema, ApiIdSchema, ApiJsonObjectSchema, ApiNameSchema, PORT_LIMITS, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';
import { queryInt } from '../shared/query-params';

// Smart-mailing campaigns (the spec's entity; docs/rules/campaigns.md): their content, list, creation, change, copy,
// deletion, sending (now or scheduled) and test sends.

const id = ResponseIdSchema;
/** A campaign status id (campaign-status catalogue, 1 to 3). */
const campaignStatusId = z.number().int().min(1).max(3);

/** Email editors of a campaign (designed): raw HTML or the drag-and-drop (Topol) editor. */
export const CAMPAIGN_EDITORS = ['html', 'topol'] as const;
export type CampaignEditor = (typeof CAMPAIGN_EDITORS)[number];

/** Smart-mailing campaign (the spec's entity). Designed: `creation_date`, `updated_at`. */
export const CampaignSchema = z.object({
  id,
  name: safeString(),
  status_id: campaignStatusId,
  owner_user_id: id,
  sender_id: id.nullable(),
  /** Sending instant: when it was sent, or when it is scheduled. */
  sent_date: ApiDateTimeSchema.nullable(),
  email_subject: safeString().nullable(),
  email_html_content: safeString().nullable(),
  email_header: safeString().nullable(),
  email_footer: safeString().nullable(),
  email_pre_header: safeString().nullable(),
  mirror_link: z.boolean(),
  mirror_link_text: safeString().nullable(),
  editor: z.enum(CAMPAIGN_EDITORS),
  topol_template: ApiJsonObjectSchema.nullable(),
  used_query_id: id.nullable(),
  target_query_id: id.nullable(),
  openers_query_id: id.nullable(),
  clickers_query_id: id.nullable(),
  organization_id: id,
  creation_date: ApiDateTimeSchema,
  updated_at: ApiDateTimeSchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** Campaign list (`campaign_list`, `campaign_count`). */
export const CampaignListResponseSchema = pagedList(CampaignSchema, 'campaign_list', 'campaign_count');
export type CampaignListResponse = z.infer<typeof CampaignListResponseSchema>;

/**
 * Campaign list filters: one status, sort (-sent_date for sent, -updated_at otherwise), 1000 per page
 * (`campaignListSort`, `CAMPAIGN_LIST_FETCH_LIMIT`).
 */
export const CampaignListQuerySchema = z.object({
  status_id: queryInt(1, 3).optional(),
  sort: z.enum(['-sent_date', '-updated_at']).default('-updated_at'),
  ...paginationQuery(1000),
});
export type CampaignListQuery = z.infer<typeof CampaignListQuerySchema>;

const campaignContentFields = {
  sender_id: ApiIdSchema.nullable(),
  email_subject: safeString().trim().max(PORT_LIMITS.name).nullable(),
  email_html_content: ApiHtmlSchema.nullable(),
  email_header: ApiHtmlSchema.nullable(),
  email_footer: ApiHtmlSchema.nullable(),
  email_pre_header: safeString().trim().max(PORT_LIMITS.name).nullable(),
  mirror_link: z.boolean(),
  mirror_link_text: safeString().trim().max(PORT_LIMITS.name).nullable(),
  editor: z.enum(CAMPAIGN_EDITORS),
  topol_template: ApiJsonObjectSchema.nullable(),
  used_query_id: ApiIdSchema.nullable(),
  target_query_id: ApiIdSchema.nullable(),
};

/** New campaign (created as draft): a name and any content. */
export const CampaignCreateBodySchema = z
  .object({ name: ApiNameSchema, ...z.object(campaignContentFields).partial().shape })
  .strict();
export type CampaignCreateBody = z.infer<typeof CampaignCreateBodySchema>;

/**
 * Campaign change: content, and `status_id: 1` to take a scheduled campaign back to draft (core's transition
 * scheduled → draft; its planned sends are removed and their credits refunded). Sending goes through the send call.
 */
export const CampaignUpdateBodySchema = z
  .object({ name: ApiNameSchema.optional(), status_id: z.literal(1).optional(), ...z.object(campaignContentFields).partial().shape })
  .strict();
export type CampaignUpdateBody = z.infer<typeof CampaignUpdateBodySchema>;

/**
 * Sending of a campaign (designed call): now (timing 1) or scheduled (timing 2) at `sent_date`, which is then
 * required. The preconditions are the campaign rule `checkCampaignSendable`.
 */
export const CampaignSendBodySchema = z
  .object({
    send_timing_id: z.union([z.literal(1), z.literal(2)]),
    sent_date: ApiDateTimeSchema.optional(),
    /** The acknowledgement of the daily volume guard (docs/adr/043): 5 000 a day reached from an unauthenticated domain. */
    confirm_bulk_volume: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.send_timing_id === 1 || body.sent_date !== undefined, {
    message: 'CAMPAIGN.SCHEDULED_DATE_MISSING',
    path: ['sent_date'],
  });
export type CampaignSendBody = z.infer<typeof CampaignSendBodySchema>;

/** The day the volume guard reads (`sent_date` of a scheduling; now without it). */
export const CampaignSendVolumeQuerySchema = z.object({ sent_date: ApiDateTimeSchema.optional() }).strict();
export type CampaignSendVolumeQuery = z.infer<typeof CampaignSendVolumeQuerySchema>;

/** A domain check result (ADR 032), null when never checked. */
const domainCheckOutcome = z.enum(['pass', 'fail', 'missing', 'unknown']).nullable();

/**
 * The daily volume guard's figures for a send of the campaign (designed, docs/adr/043): the sender's domain, the
 * Paris calendar day, the organisation's other mails of that domain sent or planned that day, this send's mails
 * (its targets), the threshold (5 000), the domain's last check and whether the send needs `confirm_bulk_volume`.
 * `domain` null: the campaign has no sender (nothing to guard).
 */
export const CampaignSendVolumeSchema = z.object({
  day: ApiDateSchema,
  domain: safeString().nullable(),
  other_count: z.number().int().min(0),
  send_count: z.number().int().min(0),
  total_count: z.number().int().min(0),
  threshold: z.number().int().min(1),
  spf_result: domainCheckOutcome,
  dkim_result: domainCheckOutcome,
  dmarc_result: domainCheckOutcome,
  is_authenticated: z.boolean(),
  requires_confirmation: z.boolean(),
});
export type CampaignSendVolume = z.infer<typeof CampaignSendVolumeSchema>;

/** Test send of a campaign to test addresses (the spec's call: bat_email_id_list, campaign_id). */
export const CampaignSendTestBodySchema = z
  .object({
    bat_email_id_list: BatEmailIdListSchema,
    campaign_id: ApiIdSchema,
  })
  .strict();
export type CampaignSendTestBody = z.infer<typeof CampaignSendTestBodySchema>;

/** Campaigns: list, read, create, change, delete, send, copy, test sends. */
export const CAMPAIGN_ENDPOINTS = {
  listCampaigns: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/campaigns',
    summary: 'Campaigns by status.',
    designed: true,
    query: CampaignListQuerySchema,
    response: CampaignListResponseSchema,
  }),
  createCampaign: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/campaigns',
    summary: 'Create a draft campaign.',
    designed: true,
    body: CampaignCreateBodySchema,
    response: CampaignSchema,
  }),
  getCampaign: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/campaigns/{id}',
    summary: 'One campaign.',
    designed: true,
    response: CampaignSchema,
  }),
  updateCampaign: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/smart-mailing/campaigns/{id}',
    summary: 'Change a campaign’s content, or take it back to draft.',
    designed: true,
    body: CampaignUpdateBodySchema,
    response: CampaignSchema,
  }),
  deleteCampaign: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v1/smart-mailing/campaigns/{id}',
    summary: 'Delete a campaign.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  sendCampaign: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/campaigns/{id}/send',
    summary: 'Send a campaign now or schedule it.',
    designed: true,
    body: CampaignSendBodySchema,
    response: CampaignSchema,
  }),
  getCampaignSendVolume: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/campaigns/{id}/send-volume',
    summary: 'The daily volume guard’s figures for a send of the campaign.',
    designed: true,
    query: CampaignSendVolumeQuerySchema,
    response: CampaignSendVolumeSchema,
  }),
  duplicateCampaign: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/campaigns/{id}/duplicate',
    summary: 'Copy a campaign as a new draft.',
    designed: true,
    response: CampaignSchema,
  }),
  sendCampaignTest: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/send-test',
    summary: 'Send a campaign to test addresses.',
    designed: true,
    body: CampaignSendTestBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
} as const;

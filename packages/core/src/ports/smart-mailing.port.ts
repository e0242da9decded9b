import { z } from 'zod';
import type { ListTypeCode } from '../catalogues/list-types';
import {
  ApiDateSchema,
  ApiDateTimeSchema,
  ApiEmailSchema,
  ApiHtmlSchema,
  apiIdList,
  ApiIdSchema,
  ApiJsonObjectSchema,
  ApiNameSchema,
  PORT_LIMITS,
  safeString,
} from './api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from './endpoint';
import { listOnlyResponse, listResponse, paginationQuery } from './pagination';
import { queryEnumList, queryInt, queryText } from './query-params';
import { TargetContactSchema, TargetExclusionSchema } from './sequences.port';

const id = z.number().int().min(1);
const count = z.number().int().min(0);
const campaignStatusId = z.number().int().min(1).max(3);
const prospectStatusId = z.number().int().min(1).max(6);

/** Email editors of a campaign (designed): raw HTML or the drag-and-drop (Topol) editor. */
export const CAMPAIGN_EDITORS = ['html', 'topol'] as const;
export type CampaignEditor = (typeof CAMPAIGN_EDITORS)[number];

/** Smart-mailing campaign (prospecting §3). Designed: `creation_date`, `updated_at`. */
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
export const CampaignListResponseSchema = listResponse(CampaignSchema, 'campaign_list', 'campaign_count');
export type CampaignListResponse = z.infer<typeof CampaignListResponseSchema>;

/** Campaign list filters: one status, sort (-sent_date for sent, -updated_at otherwise), 1000 per page (prospecting §9). */
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

/** Campaign change (content only; sending goes through the send call). */
export const CampaignUpdateBodySchema = z
  .object({ name: ApiNameSchema.optional(), ...z.object(campaignContentFields).partial().shape })
  .strict();
export type CampaignUpdateBody = z.infer<typeof CampaignUpdateBodySchema>;

/**
 * Sending of a campaign (designed call): now (timing 1) or scheduled (timing 2) at `sent_date`, which is then
 * required. The preconditions are the campaign rule `checkCampaignSendable`.
 */
export const CampaignSendBodySchema = z
  .object({ send_timing_id: z.union([z.literal(1), z.literal(2)]), sent_date: ApiDateTimeSchema.optional() })
  .strict()
  .refine((body) => body.send_timing_id === 1 || body.sent_date !== undefined, {
    message: 'CAMPAIGN.SCHEDULED_DATE_MISSING',
    path: ['sent_date'],
  });
export type CampaignSendBody = z.infer<typeof CampaignSendBodySchema>;

/** Counters of a campaign, or of all campaigns over a period (designed names). */
export const CampaignStatisticsSchema = z.object({
  target_count: count,
  sent_count: count,
  delivered_count: count,
  opened_count: count,
  clicked_count: count,
  replied_count: count,
  bounced_count: count,
  unsubscribed_count: count,
});
export type CampaignStatistics = z.infer<typeof CampaignStatisticsSchema>;

/** Statistics over all campaigns sent in a date range (both bounds required). */
export const CampaignsStatisticsQuerySchema = z.object({ date_from: ApiDateSchema, date_to: ApiDateSchema });
export type CampaignsStatisticsQuery = z.infer<typeof CampaignsStatisticsQuerySchema>;

export const CampaignsStatisticsResponseSchema = CampaignStatisticsSchema.extend({ campaign_count: count });
export type CampaignsStatisticsResponse = z.infer<typeof CampaignsStatisticsResponseSchema>;

/** Email events of a campaign target (designed list). */
export const CAMPAIGN_EMAIL_EVENTS = ['sent', 'delivered', 'opened', 'clicked', 'replied', 'bounced', 'unsubscribed'] as const;
export type CampaignEmailEvent = (typeof CAMPAIGN_EMAIL_EVENTS)[number];

/** Campaign target (prospecting §3: id, contact_id, status_id, email events). `status_id` is the prospect status. */
export const CampaignTargetSchema = z.object({
  id,
  contact_id: id,
  status_id: prospectStatusId,
  email_event_list: z.array(z.enum(CAMPAIGN_EMAIL_EVENTS)),
  contact: TargetContactSchema.nullable(),
});
export type CampaignTarget = z.infer<typeof CampaignTargetSchema>;

export const CampaignTargetListResponseSchema = listResponse(CampaignTargetSchema, 'target_list', 'target_count');
export type CampaignTargetListResponse = z.infer<typeof CampaignTargetListResponseSchema>;

/** Campaign target filters: status, email events; 20 per page (prospecting §9). */
export const CampaignTargetQuerySchema = z.object({
  status_id: queryInt(1, 6).optional(),
  email_event_list: queryEnumList(CAMPAIGN_EMAIL_EVENTS, CAMPAIGN_EMAIL_EVENTS.length).optional(),
  ...paginationQuery(20, 100),
});
export type CampaignTargetQuery = z.infer<typeof CampaignTargetQuerySchema>;

/** Status change of the selected targets. */
export const CampaignTargetsStatusBodySchema = z
  .object({ target_id_list: apiIdList().min(1), status_id: prospectStatusId })
  .strict();
export type CampaignTargetsStatusBody = z.infer<typeof CampaignTargetsStatusBodySchema>;

export const UpdatedCountResponseSchema = z.object({ updated_count: count });
export type UpdatedCountResponse = z.infer<typeof UpdatedCountResponseSchema>;

/** Status change of one target. */
export const CampaignTargetStatusBodySchema = z.object({ status_id: prospectStatusId }).strict();
export type CampaignTargetStatusBody = z.infer<typeof CampaignTargetStatusBodySchema>;

/** Contacts to check or import as campaign targets (prospecting §7: campaign_id, contact_id_list). */
export const CampaignImportTargetsBodySchema = z
  .object({ campaign_id: ApiIdSchema, contact_id_list: apiIdList().min(1) })
  .strict();
export type CampaignImportTargetsBody = z.infer<typeof CampaignImportTargetsBodySchema>;

/** Result of a target check: counts, exclusions and the mailing credits it needs (designed). */
export const CampaignTargetCheckResponseSchema = z.object({
  contact_count: count,
  importable_count: count,
  already_targeted_count: count,
  excluded_list: z.array(TargetExclusionSchema),
  required_credit_count: count,
  available_credit_count: count,
});
export type CampaignTargetCheckResponse = z.infer<typeof CampaignTargetCheckResponseSchema>;

export const CampaignImportResponseSchema = z.object({ imported_count: count, excluded_count: count });
export type CampaignImportResponse = z.infer<typeof CampaignImportResponseSchema>;

/** Test send of a campaign to test addresses (prospecting §7: bat_email_id_list, campaign_id). */
export const CampaignSendTestBodySchema = z
  .object({
    bat_email_id_list: z.array(z.number().int().min(0).max(PORT_LIMITS.maxId)).min(1).max(20),
    campaign_id: ApiIdSchema,
  })
  .strict();
export type CampaignSendTestBody = z.infer<typeof CampaignSendTestBodySchema>;

/** Kinds of target lists (prospecting §3): codes of the list-type catalogue. */
const listType = z.enum([
  'all',
  'my_contact_lists',
  'my_company_lists',
  'openers_clickers',
  'automatic',
  'unsubscribed',
] as const satisfies readonly ListTypeCode[]);

/** A list that can feed a campaign (designed). */
export const CampaignTargetListSchema = z.object({
  query_id: id,
  name: safeString(),
  list_type: listType.exclude(['all']),
  contact_count: count,
});
export type CampaignTargetList = z.infer<typeof CampaignTargetListSchema>;

export const CampaignTargetListListResponseSchema = listResponse(CampaignTargetListSchema, 'target_list_list', 'target_list_count');
export type CampaignTargetListListResponse = z.infer<typeof CampaignTargetListListResponseSchema>;

export const CampaignTargetListQuerySchema = z.object({
  list_type: listType.default('all'),
  search: queryText(100).optional(),
  ...paginationQuery(20, 100),
});
export type CampaignTargetListQuery = z.infer<typeof CampaignTargetListQuerySchema>;

/** Sender (prospecting §3). Designed: `id`. */
export const SenderSchema = z.object({
  id,
  sender_name: safeString(),
  sender_email_local_part: safeString(),
  sender_email_domain_name_part: safeString(),
  reply_to_email: safeString().nullable(),
  is_default: z.boolean(),
  organization_id: id,
});
export type Sender = z.infer<typeof SenderSchema>;

export const SenderListResponseSchema = listOnlyResponse(SenderSchema, 'sender_list');
export type SenderListResponse = z.infer<typeof SenderListResponseSchema>;

const senderFields = {
  sender_name: ApiNameSchema,
  /** The part before `@` (RFC 5321: at most 64 characters). */
  sender_email_local_part: safeString().regex(/^[A-Za-z0-9._%+-]{1,64}$/, 'SENDER.INVALID_LOCAL_PART'),
  /** One of the organisation's domains (checked by the service). */
  sender_email_domain_name_part: safeString()
    .max(253)
    .regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'SENDER.INVALID_DOMAIN'),
  reply_to_email: ApiEmailSchema.nullable(),
  is_default: z.boolean(),
};

export const SenderCreateBodySchema = z
  .object({
    ...senderFields,
    reply_to_email: senderFields.reply_to_email.optional(),
    is_default: senderFields.is_default.optional(),
  })
  .strict();
export type SenderCreateBody = z.infer<typeof SenderCreateBodySchema>;

export const SenderUpdateBodySchema = z.object(senderFields).partial().strict();
export type SenderUpdateBody = z.infer<typeof SenderUpdateBodySchema>;

/** A sending domain of the organisation (designed). */
export const SendingDomainSchema = z.object({ id, name: safeString(), organization_id: id, is_verified: z.boolean() });
export type SendingDomain = z.infer<typeof SendingDomainSchema>;

export const SendingDomainListResponseSchema = listOnlyResponse(SendingDomainSchema, 'domain_list');
export type SendingDomainListResponse = z.infer<typeof SendingDomainListResponseSchema>;

/** Smart-mailing settings (prospecting §3): the organisation's email header and footer. */
export const SmartMailingSettingsSchema = z.object({ email_header: safeString().nullable(), email_footer: safeString().nullable() });
export type SmartMailingSettings = z.infer<typeof SmartMailingSettingsSchema>;

export const SmartMailingSettingsBodySchema = z
  .object({ email_header: ApiHtmlSchema.nullable(), email_footer: ApiHtmlSchema.nullable() })
  .strict();
export type SmartMailingSettingsBody = z.infer<typeof SmartMailingSettingsBodySchema>;


/** Smart mailing (prospecting §7; every path is designed under /v1/smart-mailing). */
export const SMART_MAILING_ENDPOINTS = {
  listSenders: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/senders',
    summary: 'Senders of the organisation.',
    designed: true,
    response: SenderListResponseSchema,
  }),
  createSender: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/senders',
    summary: 'Add a sender.',
    designed: true,
    body: SenderCreateBodySchema,
    response: SenderSchema,
  }),
  updateSender: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/smart-mailing/senders/{id}',
    summary: 'Change a sender.',
    designed: true,
    body: SenderUpdateBodySchema,
    response: SenderSchema,
  }),
  deleteSender: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v1/smart-mailing/senders/{id}',
    summary: 'Remove a sender.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  listUsedSenders: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/used-senders',
    summary: 'Senders used by at least one campaign.',
    designed: true,
    response: SenderListResponseSchema,
  }),
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
    summary: 'Change a campaign’s content.',
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
  duplicateCampaign: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/campaigns/{id}/duplicate',
    summary: 'Copy a campaign as a new draft.',
    designed: true,
    response: CampaignSchema,
  }),
  getCampaignStatistics: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/campaigns/{id}/statistics',
    summary: 'Counters of one campaign.',
    designed: true,
    response: CampaignStatisticsSchema,
  }),
  getCampaignsStatistics: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/statistics',
    summary: 'Counters of the campaigns sent in a date range.',
    designed: true,
    query: CampaignsStatisticsQuerySchema,
    response: CampaignsStatisticsResponseSchema,
  }),
  listCampaignTargets: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/campaigns/{id}/targets',
    summary: 'Targets of a campaign, 20 per page.',
    designed: true,
    query: CampaignTargetQuerySchema,
    response: CampaignTargetListResponseSchema,
  }),
  updateCampaignTargetsStatus: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/smart-mailing/campaigns/{id}/targets',
    summary: 'Change the status of the selected targets.',
    designed: true,
    body: CampaignTargetsStatusBodySchema,
    response: UpdatedCountResponseSchema,
  }),
  updateCampaignTarget: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/smart-mailing/campaigns/{id}/targets/{target_id}',
    summary: 'Change the status of one target.',
    designed: true,
    body: CampaignTargetStatusBodySchema,
    response: CampaignTargetSchema,
  }),
  checkCampaignTargets: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/check-targets',
    summary: 'Say which contacts an import would add and the credits it needs.',
    designed: true,
    body: CampaignImportTargetsBodySchema,
    response: CampaignTargetCheckResponseSchema,
  }),
  importCampaignTargets: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/import-targets',
    summary: 'Add contacts as targets of a campaign.',
    designed: true,
    body: CampaignImportTargetsBodySchema,
    response: CampaignImportResponseSchema,
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
  listCampaignTargetLists: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/target-lists',
    summary: 'Lists that can feed a campaign, by kind.',
    designed: true,
    query: CampaignTargetListQuerySchema,
    response: CampaignTargetListListResponseSchema,
  }),
  listSendingDomains: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/domains',
    summary: 'Sending domains of the organisation.',
    designed: true,
    response: SendingDomainListResponseSchema,
  }),
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

/** The smart-mailing port. */
export type SmartMailingGateway = EndpointGateway<typeof SMART_MAILING_ENDPOINTS>;

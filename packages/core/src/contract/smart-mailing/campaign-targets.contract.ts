import { z } from 'zod';
import type { ListTypeCode } from '../../catalogues/list-types';
import { apiIdList, ApiIdSchema, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { counters, CountSchema } from '../shared/counters';
import { defineEndpoint } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';
import { TargetContactSchema, TargetImportCheckSchema, TargetImportResultSchema } from '../shared/prospect-targets';
import { queryEnumList, queryInt, queryText } from '../shared/query-params';

// The targets of a campaign (the spec's entities and calls): the contacts it is sent to and their email events, their
// status, the check and import of contacts, and the lists that can feed a campaign.

const id = ResponseIdSchema;
/** A prospect status id (prospect-status catalogue, 1 to 6). */
const prospectStatusId = z.number().int().min(1).max(6);

/** Email events of a campaign target (designed list). */
export const CAMPAIGN_EMAIL_EVENTS = ['sent', 'delivered', 'opened', 'clicked', 'replied', 'bounced', 'unsubscribed'] as const;
export type CampaignEmailEvent = (typeof CAMPAIGN_EMAIL_EVENTS)[number];

/** Campaign target (the spec's fields: id, contact_id, status_id, email events). `status_id` is the prospect status. */
export const CampaignTargetSchema = z.object({
  id,
  contact_id: id,
  status_id: prospectStatusId,
  email_event_list: z.array(z.enum(CAMPAIGN_EMAIL_EVENTS)),
  contact: TargetContactSchema.nullable(),
});
export type CampaignTarget = z.infer<typeof CampaignTargetSchema>;

export const CampaignTargetListResponseSchema = pagedList(CampaignTargetSchema, 'target_list', 'target_count');
export type CampaignTargetListResponse = z.infer<typeof CampaignTargetListResponseSchema>;

/** Campaign target filters: status, email events; 20 per page (`CAMPAIGN_TARGETS_PAGE_SIZE`). */
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

export const UpdatedCountResponseSchema = counters(['updated_count']);
export type UpdatedCountResponse = z.infer<typeof UpdatedCountResponseSchema>;

/** Status change of one target. */
export const CampaignTargetStatusBodySchema = z.object({ status_id: prospectStatusId }).strict();
export type CampaignTargetStatusBody = z.infer<typeof CampaignTargetStatusBodySchema>;

/**
 * Contacts to check or import as campaign targets (the spec's call: campaign_id, contact_id_list) or every contact of
 * a list, segment or openers/clickers list (designed: query_id, as the sequence import; ADR 041). Exactly one of them:
 * checked by the service after the ids' organisation — both or neither: 400 IMPORT.CONTACTS_OR_QUERY — so that
 * another organisation's list answers 404 first (as the sequence import, ADR 028).
 */
export const CampaignImportTargetsBodySchema = z
  .object({ campaign_id: ApiIdSchema, contact_id_list: apiIdList().min(1).optional(), query_id: ApiIdSchema.optional() })
  .strict();
export type CampaignImportTargetsBody = z.infer<typeof CampaignImportTargetsBodySchema>;

/** Result of a target check: counts, exclusions and the mailing credits it needs (designed). */
export const CampaignTargetCheckResponseSchema = TargetImportCheckSchema.extend(counters(['required_credit_count', 'available_credit_count']).shape);
export type CampaignTargetCheckResponse = z.infer<typeof CampaignTargetCheckResponseSchema>;

export const CampaignImportResponseSchema = TargetImportResultSchema;
export type CampaignImportResponse = z.infer<typeof CampaignImportResponseSchema>;

/** Kinds of target lists (the spec's values): codes of the list-type catalogue. */
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
  contact_count: CountSchema,
});
export type CampaignTargetList = z.infer<typeof CampaignTargetListSchema>;

export const CampaignTargetListListResponseSchema = pagedList(CampaignTargetListSchema, 'target_list_list', 'target_list_count');
export type CampaignTargetListListResponse = z.infer<typeof CampaignTargetListListResponseSchema>;

export const CampaignTargetListQuerySchema = z.object({
  list_type: listType.default('all'),
  search: queryText(100).optional(),
  ...paginationQuery(20, 100),
});
export type CampaignTargetListQuery = z.infer<typeof CampaignTargetListQuerySchema>;

/**
 * The openers and clickers lists of a campaign (designed, ADR 041): two contact lists of the campaign's owner, the
 * campaign's `openers_query_id` and `clickers_query_id`, filled with the contacts who opened or clicked (bot hits left
 * out); each keeps at most `max_contact_count` contacts (a contact list's limit), the first to open or click.
 */
export const CampaignEngagementListsResponseSchema = z.object({
  openers_query_id: id,
  clickers_query_id: id,
  opener_count: CountSchema,
  clicker_count: CountSchema,
  is_truncated: z.boolean(),
  max_contact_count: CountSchema,
});
export type CampaignEngagementListsResponse = z.infer<typeof CampaignEngagementListsResponseSchema>;

/** The targets of a campaign and the lists that can feed it. */
export const CAMPAIGN_TARGETS_ENDPOINTS = {
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
  listCampaignTargetLists: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/target-lists',
    summary: 'Lists that can feed a campaign, by kind.',
    designed: true,
    query: CampaignTargetListQuerySchema,
    response: CampaignTargetListListResponseSchema,
  }),
  saveCampaignEngagementLists: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/campaigns/{id}/engagement-lists',
    summary: 'Save or refresh the openers and clickers of a campaign as two contact lists.',
    designed: true,
    response: CampaignEngagementListsResponseSchema,
  }),
} as const;

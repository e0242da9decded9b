import { CAMPAIGN_ENDPOINTS, CAMPAIGN_STATISTICS_ENDPOINTS, CAMPAIGN_TARGETS_ENDPOINTS, EMAIL_HTML_MAX_BYTES } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import { EMAIL_BODY_REQUEST_LIMIT } from '../templates/templates-routes';
import type { CampaignEngagementListsService } from './campaign-engagement-lists-service';
import type { CampaignStatisticsService } from './campaign-statistics-service';
import type { CampaignTargetListsService } from './campaign-target-lists-service';
import type { CampaignTargetsService } from './campaign-targets-service';
import type { CampaignsService } from './campaigns-service';

export interface CampaignsRoutesOptions {
  readonly campaigns: CampaignsService;
  readonly targets: CampaignTargetsService;
  readonly statistics: CampaignStatisticsService;
  readonly targetLists: CampaignTargetListsService;
  readonly engagementLists: CampaignEngagementListsService;
}

const TEAM = 'Campaigns are the organisation’s: every colleague the licence lets read them reads them; another organisation’s id: 404.';
const READ_ONLY = 'A sent campaign is read-only: 409 CAMPAIGN.READ_ONLY.';
const CONTENT = `sender_id is one of the organisation’s senders, used_query_id and target_query_id lists of the organisation (else 404); email_html_content, email_header and email_footer are sanitised like a template’s (ADR 015), each over ${EMAIL_HTML_MAX_BYTES} UTF-8 bytes: 413 EMAIL.HTML_TOO_LARGE.`;
const IMPORT = `campaign_id (a draft or scheduled campaign: sent, 409 CAMPAIGN.READ_ONLY) and either contact_id_list (contacts that exist, else 404) or query_id (one of the caller’s lists, segments or saved searches, or one of the organisation’s openers and clickers lists; its contacts read as its owner reads them, a company list giving its companies’ contacts; another’s list: 404), exactly one of the two (400 IMPORT.CONTACTS_OR_QUERY); each contact counted once. A contact already a target is not imported again; excluded: no e-mail, or one marked bounced in the organisation or bounced by one of its campaigns (2), opted out — unsubscribed from one of the organisation’s sequences or campaigns (3).`;

/**
 * Smart-mailing campaigns, their targets and statistics (docs/api.md "Campaigns", issue 19). CAMPAIGNS is the subject
 * of every route, the action what the route does. Every campaign id is one of the caller's organisation's
 * (`campaign`, `campaign-target`), else 404. The deletion is {@link campaignDeletionRoutes}, registered after every
 * route that names a campaign: the access suite runs the routes in registration order with each caller's own
 * campaign, which the deletion removes.
 */
export const campaignsRoutes: FastifyPluginAsyncZod<CampaignsRoutesOptions> = async (app, { campaigns, targets, statistics, targetLists, engagementLists }) => {
  registerEndpoints(app, CAMPAIGN_ENDPOINTS, {
    listCampaigns: {
      access: permission('CAMPAIGNS', 'read'),
      description: `The organisation’s campaigns, up to 1000 per page; status_id filters, and then decides the order (core’s rule: sent, newest sending first; draft or scheduled, last changed first); without it, sort (-updated_at by default, or -sent_date). sent_date is the sending instant: when it was sent, or when it is scheduled. ${TEAM}`,
      handle: ({ auth, query }) => campaigns.list(auth, query),
    },
    createCampaign: {
      access: permission('CAMPAIGNS', 'create'),
      ids: { body: { sender_id: 'sender', used_query_id: 'query', target_query_id: 'query' } },
      errors: [413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `A draft campaign of the caller (its owner) with the name and the content given; without sender_id, the organisation’s default sender (if any). ${CONTENT}`,
      handle: ({ auth, body }) => campaigns.create(auth, body),
    },
    getCampaign: {
      access: permission('CAMPAIGNS', 'read'),
      ids: { params: { id: 'campaign' } },
      description: TEAM,
      handle: ({ auth, params }) => campaigns.get(auth, params.id),
    },
    updateCampaign: {
      access: permission('CAMPAIGNS', 'update'),
      ids: { params: { id: 'campaign' }, body: { sender_id: 'sender', used_query_id: 'query', target_query_id: 'query' } },
      errors: [409, 413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `Changes the content fields given. status_id 1 takes a scheduled campaign back to draft (core’s transition scheduled → draft): its planned sends never claimed are removed and their mailing credits given back to the owner (a top_up credit event, reference campaign:<id>) in the same transaction; a send already claimed or sent is kept and not refunded; a campaign the sender moved to sent meanwhile: 409 CAMPAIGN.TRANSITION_NOT_ALLOWED. Otherwise the status moves through the send call. ${READ_ONLY} ${CONTENT} ${TEAM}`,
      handle: ({ auth, params, body }) => campaigns.update(auth, params.id, body),
    },
    duplicateCampaign: {
      access: permission('CAMPAIGNS', 'create'),
      ids: { params: { id: 'campaign' } },
      description: `A draft copy owned by the caller with the same content and sender, named "<name> (copie)" (as a sequence’s copy): no targets, no dates, no statistics. Any campaign may be copied, a sent one too. ${TEAM}`,
      handle: ({ auth, params }) => campaigns.duplicate(auth, params.id),
    },
  });
  registerEndpoints(app, CAMPAIGN_TARGETS_ENDPOINTS, {
    listCampaignTargets: {
      access: permission('CAMPAIGNS', 'read'),
      ids: { params: { id: 'campaign' } },
      description: `The campaign’s targets by id, 20 per page, with their contact and their e-mail events (sent when the send left; the others recorded, bot hits left out). Filters: status_id (prospect status), email_event_list (any of). ${TEAM}`,
      handle: ({ auth, params, query }) => targets.search(auth, params.id, query),
    },
    updateCampaignTarget: {
      access: permission('CAMPAIGNS', 'update'),
      ids: { params: { id: 'campaign', target_id: 'campaign-target' } },
      description: `Changes the target’s prospect status (1 to 6), whatever the campaign’s status (a target of another campaign: 404). ${TEAM}`,
      handle: ({ auth, params, body }) => targets.updateOne(auth, params.id, params.target_id, body.status_id),
    },
    updateCampaignTargetsStatus: {
      access: permission('CAMPAIGNS', 'update'),
      ids: { params: { id: 'campaign' }, body: { target_id_list: 'campaign-target' } },
      description: `Changes the prospect status of the selected targets (each once; one of another campaign: 404 and nothing changes); updated_count. ${TEAM}`,
      handle: ({ auth, params, body }) => targets.updateMany(auth, params.id, body.target_id_list, body.status_id),
    },
    checkCampaignTargets: {
      access: permission('CAMPAIGNS', 'read'),
      ids: { body: { campaign_id: 'campaign', contact_id_list: 'contact', query_id: 'query' } },
      errors: [409],
      description: `What an import would do, changing nothing: contacts given, importable, already targeted, excluded with their reason; required_credit_count: one per importable contact; available_credit_count: the campaign owner’s mailing credits left (the send takes one per target). ${IMPORT}`,
      handle: ({ auth, body }) => targets.checkImport(auth, body),
    },
    importCampaignTargets: {
      access: permission('CAMPAIGNS', 'create'),
      ids: { body: { campaign_id: 'campaign', contact_id_list: 'contact', query_id: 'query' } },
      errors: [409],
      description: `Adds the importable contacts as targets (prospect status 1) in one transaction, the campaign locked: concurrent imports add a contact once. No credit is taken here. An import from a list records it as the campaign’s used_query_id (the last list used) and, when it has none, its target_query_id. ${IMPORT}`,
      handle: ({ auth, body }) => targets.importTargets(auth, body),
    },
    listCampaignTargetLists: {
      access: permission('CAMPAIGNS', 'read'),
      description:
        'The lists that may feed a campaign, newest first, 20 per page: list_type my_contact_lists and my_company_lists (the caller’s lists of contacts, of companies), openers_clickers (the organisation’s lists a campaign filled with its openers or clickers), all (those three); automatic and unsubscribed: empty (nothing builds them yet). search: part of the name, case ignored. contact_count: the list’s contacts (a company list: its companies’ contacts).',
      handle: ({ auth, query }) => targetLists.list(auth, query),
    },
    saveCampaignEngagementLists: {
      access: permission('CAMPAIGNS', 'update'),
      ids: { params: { id: 'campaign' } },
      description: `Saves the campaign’s openers and clickers (bot hits left out, as the statistics) as two contact lists of the campaign’s owner, "Ouvreurs — <campaign>" and "Cliqueurs — <campaign>", the campaign’s openers_query_id and clickers_query_id: created on the first call, refreshed by the next ones; any status (before the send they are empty). Each keeps at most max_contact_count contacts, the first to open or click (is_truncated when more did); opener_count and clicker_count: all of them. The lists then feed any colleague’s campaign (list type openers_clickers) or sequence (query_id of the imports). ${TEAM}`,
      handle: ({ auth, params }) => engagementLists.save(auth, params.id),
    },
  });
  registerEndpoints(app, CAMPAIGN_STATISTICS_ENDPOINTS, {
    getCampaignStatistics: {
      access: permission('CAMPAIGNS', 'read'),
      ids: { params: { id: 'campaign' } },
      description: `The campaign’s counters: targets; sends that left; distinct targets delivered, opened, clicked, replied, bounced, unsubscribed (bot hits left out). ${TEAM}`,
      handle: ({ auth, params }) => statistics.ofCampaign(auth, params.id),
    },
    getCampaignsStatistics: {
      access: permission('CAMPAIGNS', 'read'),
      description: 'The same counters summed over the organisation’s campaigns sent from date_from to date_to (days in Europe/Paris, both included; date_from after date_to: 400 DATE_RANGE.START_AFTER_END), and campaign_count.',
      handle: ({ auth, query }) => statistics.ofPeriod(auth, query),
    },
  });
};

/** The deletion of a campaign, registered after every route that names a campaign (see above). */
export const campaignDeletionRoutes: FastifyPluginAsyncZod<Pick<CampaignsRoutesOptions, 'campaigns'>> = async (app, { campaigns }) => {
  registerEndpoints(app, CAMPAIGN_ENDPOINTS, {
    deleteCampaign: {
      access: permission('CAMPAIGNS', 'delete'),
      ids: { params: { id: 'campaign' } },
      errors: [409],
      description: `Deletes a draft or scheduled campaign with its targets (core’s rule); a scheduled one’s planned sends never claimed give their mailing credits back to the owner in the same transaction (a top_up credit event, reference campaign:<id>); a sent one keeps its statistics: 409 CAMPAIGN.NOT_DELETABLE. ${TEAM}`,
      handle: async ({ auth, params }) => {
        await campaigns.remove(auth, params.id);
      },
    },
  });
};

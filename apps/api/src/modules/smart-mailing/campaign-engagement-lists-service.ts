import { DomainFailure, SEARCH_CRITERIA_MAX_LIST_LENGTH } from '@cible/core';
import type { CampaignEngagementListsResponse } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { CampaignEngagement, CampaignEngagementListsRepository } from './campaign-engagement-lists-repository';

export interface CampaignEngagementListsService {
  save(auth: AuthContext, campaignId: number): Promise<CampaignEngagementListsResponse>;
}

/** The names of the lists a campaign fills (stored data, in the application's language, as the copies' "(copie)"). */
const PREFIX: Record<CampaignEngagement, string> = { opened: 'Ouvreurs — ', clicked: 'Cliqueurs — ' };
/** A query's longest name (queries_name_check). */
const QUERY_NAME_MAX_LENGTH = 255;

/** "Ouvreurs — <campaign>" / "Cliqueurs — <campaign>", the campaign's name cut to fit a query's name. */
export const engagementListName = (engagement: CampaignEngagement, campaignName: string): string =>
  `${PREFIX[engagement]}${[...campaignName].slice(0, QUERY_NAME_MAX_LENGTH - PREFIX[engagement].length).join('')}`;

/**
 * Saves or refreshes a campaign's openers and clickers lists without a caller (for the sender once it settles a
 * campaign as sent, or a job): `null` when the campaign is not the organisation's.
 */
export function refreshCampaignEngagementLists(repository: CampaignEngagementListsRepository, organizationId: number, campaignId: number) {
  return repository.save(organizationId, campaignId, { maxContacts: SEARCH_CRITERIA_MAX_LIST_LENGTH, nameOf: engagementListName });
}

/**
 * The openers and clickers of a campaign saved as two contact lists (ADR 041): created on the first call, refreshed
 * by the next ones (the lists keep their id and any new name). They belong to the campaign's owner (in their lists
 * page with their contact lists); any colleague may import them into a campaign or a sequence (the imports' reader,
 * query-contacts.ts). A list keeps at most SEARCH_CRITERIA_MAX_LIST_LENGTH contacts, a contact list's limit.
 */
export function createCampaignEngagementListsService(repository: CampaignEngagementListsRepository): CampaignEngagementListsService {
  return {
    async save(auth, campaignId) {
      const saved = await refreshCampaignEngagementLists(repository, auth.user.organizationId, campaignId);
      if (saved === null) throw new DomainFailure('NOT_FOUND', 'No such campaign.');
      return {
        openers_query_id: saved.opened.queryId,
        clickers_query_id: saved.clicked.queryId,
        opener_count: saved.opened.contactCount,
        clicker_count: saved.clicked.contactCount,
        is_truncated: saved.opened.keptCount < saved.opened.contactCount || saved.clicked.keptCount < saved.clicked.contactCount,
        max_contact_count: SEARCH_CRITERIA_MAX_LIST_LENGTH,
      };
    },
  };
}

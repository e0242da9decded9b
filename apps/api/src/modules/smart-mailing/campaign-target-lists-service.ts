import { QUERY_TYPES } from '@cible/core';
import type { CampaignTargetListListResponse, CampaignTargetListQuery } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { QueryContactsReader } from '../sequences/query-contacts';
import type { CampaignTargetListRow, CampaignTargetListsRepository } from './campaign-target-lists-repository';

export interface CampaignTargetListsService {
  list(auth: AuthContext, query: CampaignTargetListQuery): Promise<CampaignTargetListListResponse>;
}

/** Contact lists and contact segments; company lists and company segments (a segment's contacts are its criteria's). */
const CONTACT_TYPES = QUERY_TYPES.filter((type) => type.target === 'contact' || type.code === 'contact_segment').map((type) => type.id);
const ACCOUNT_TYPES = QUERY_TYPES.filter((type) => type.target === 'account' || type.code === 'account_segment').map((type) => type.id);
const KINDS: readonly CampaignTargetListRow['list_type'][] = ['my_contact_lists', 'my_company_lists', 'openers_clickers'];

/**
 * The lists that may feed a campaign, by kind (the list-type catalogue): the caller's contact lists and segments and
 * company lists and segments (query types whose target is contacts or accounts, and the two segment types), the organisation's openers and clickers lists (those a campaign
 * names); nothing builds automatic lists or an unsubscribed list yet, so those kinds are empty. Each list's
 * contact_count is its contacts read like a sequence import reads a list (query-contacts.ts: a company list gives its
 * companies' contacts), as its owner.
 */
export function createCampaignTargetListsService(repository: CampaignTargetListsRepository, contactsOfQuery: QueryContactsReader): CampaignTargetListsService {
  return {
    async list(auth, query) {
      const kinds = query.list_type === 'all' ? KINDS : KINDS.filter((kind) => kind === query.list_type);
      if (kinds.length === 0) return { target_list_list: [], target_list_count: 0 };
      const { organizationId, id: userId } = auth.user;
      const { rows, total } = await repository.page(organizationId, userId, {
        kinds,
        contactTypes: CONTACT_TYPES,
        accountTypes: ACCOUNT_TYPES,
        search: query.search === undefined || query.search.trim() === '' ? null : query.search.trim(),
        limit: query.limit,
        offset: query.offset,
      });
      const lists = [];
      for (const row of rows) {
        const contacts = await contactsOfQuery({ userId: row.owner_user_id, organizationId }, row.query_id);
        lists.push({ query_id: row.query_id, name: row.name, list_type: row.list_type, contact_count: contacts.length });
      }
      return { target_list_list: lists, target_list_count: total };
    },
  };
}

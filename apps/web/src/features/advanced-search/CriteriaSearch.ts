import { ACCOUNT_SEARCH_SORTS, CONTACT_SEARCH_SORTS, type AccountSearchSort, type CompanyCard, type ContactCard, type ContactSearchSort, type DataGateway, type SearchCriteria } from '@cible/core';
import type { AdvancedSearchSort, AdvancedSearchTarget } from './advancedSearchSearch';

/** One page of companies or contacts found by criteria, with the count (a lower bound when capped). */
export type CriteriaSearchPage =
  | { readonly target: 'companies'; readonly items: readonly CompanyCard[]; readonly total: number; readonly totalCapped: boolean }
  | { readonly target: 'contacts'; readonly items: readonly ContactCard[]; readonly total: number; readonly totalCapped: boolean };

export interface CriteriaSearchRequest {
  readonly target: AdvancedSearchTarget;
  readonly criteria: SearchCriteria;
  readonly sort?: AdvancedSearchSort;
  readonly limit: number;
  readonly offset: number;
}

/** Companies or contacts by criteria (the advanced search, the previews of saved searches and segments). */
export interface CriteriaSearch {
  search(request: CriteriaSearchRequest): Promise<CriteriaSearchPage>;
}

/** The sorts that apply to each target (core's), the first being the default. */
export const SORTS_OF: Readonly<Record<AdvancedSearchTarget, readonly AdvancedSearchSort[]>> = {
  contacts: CONTACT_SEARCH_SORTS,
  companies: ACCOUNT_SEARCH_SORTS,
};

const contactSort = (sort: AdvancedSearchSort | undefined): ContactSearchSort =>
  (CONTACT_SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ContactSearchSort) : 'name_asc';
const accountSort = (sort: AdvancedSearchSort | undefined): AccountSearchSort =>
  (ACCOUNT_SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as AccountSearchSort) : 'name_asc';

/** The criteria search over the data gateway (POST …/contacts/search/full, …/accounts/search). */
export class DataCriteriaSearch implements CriteriaSearch {
  constructor(private readonly data: DataGateway) {}

  async search({ target, criteria, sort, limit, offset }: CriteriaSearchRequest): Promise<CriteriaSearchPage> {
    if (target === 'contacts') {
      const page = await this.data.searchContactsFull({ body: { criteria, sort: contactSort(sort), limit, offset } });
      return { target, items: page.contact_list, total: page.contact_count, totalCapped: page.contact_count_capped === true };
    }
    const page = await this.data.searchAccounts({ body: { criteria, sort: accountSort(sort), limit, offset } });
    return { target, items: page.account_list, total: page.account_count, totalCapped: page.account_count_capped === true };
  }
}

import type { CompanyCard, ContactCard, DataGateway, SearchCriteria } from '@cible/core';
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

/** The criteria search over the data gateway (POST …/contacts/search/full, …/accounts/search). */
export class DataCriteriaSearch implements CriteriaSearch {
  constructor(private readonly data: DataGateway) {}

  async search({ target, criteria, limit, offset }: CriteriaSearchRequest): Promise<CriteriaSearchPage> {
    if (target === 'contacts') {
      const page = await this.data.searchContactsFull({ body: { criteria, limit, offset } });
      return { target, items: page.contact_list, total: page.contact_count, totalCapped: false };
    }
    throw new Error('The company search is not served yet.');
  }
}

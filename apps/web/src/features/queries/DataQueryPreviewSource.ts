import type { DataGateway, Query } from '@cible/core';
import type { QueryPreview, QueryPreviewSource } from './QueryListViewModel';

/** Previews from the advanced search (POST …/contacts/search/full, …/accounts/search): the first items and the count. */
export class DataQueryPreviewSource implements QueryPreviewSource {
  constructor(private readonly data: DataGateway) {}

  async preview(query: Query, target: 'account' | 'contact', size: number): Promise<QueryPreview> {
    if (target === 'contact') {
      const page = await this.data.searchContactsFull({ body: { criteria: query.criteria, limit: size, offset: 0 } });
      return { target, items: page.contact_list, total: page.contact_count, totalCapped: false };
    }
    throw new Error('The company search is not served yet.');
  }
}

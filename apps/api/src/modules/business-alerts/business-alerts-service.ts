import { BUSINESS_ALERT_FACET_FIELDS, NEWS_WINDOW_MAX_DAYS } from '@cible/core';
import type { BusinessAlertFacetBody, BusinessAlertFacetResponse, BusinessAlertNewsBody, NewsListResponse } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import { resolveSavedQueries, type SavedQueriesReader } from '../advanced-search/resolve-saved-queries';
import { newsPiece } from '../quick-search/quick-search-service';
import { searchWords } from '../quick-search/search-words';
import type { BusinessAlertsRepository, NewsSearch } from './business-alerts-repository';

export interface BusinessAlertsService {
  facets(auth: AuthContext, body: BusinessAlertFacetBody): Promise<BusinessAlertFacetResponse>;
  news(auth: AuthContext, body: BusinessAlertNewsBody): Promise<NewsListResponse>;
}

/** The window is checked by the contract (1 to NEWS_WINDOW_MAX_DAYS days): kept here for the reader. */
export const BUSINESS_ALERT_WINDOW_MAX_DAYS = NEWS_WINDOW_MAX_DAYS;

/**
 * Business alerts (docs/business-alerts.md): news of a window matching criteria (the same semantics as alerts: the
 * company through the criteria, the news criteria on the piece), a text on the title and the facet picks; facets per
 * field, news newest first with an exact count, cards as quick search makes them (blurred for sales PME). The criteria
 * may name the caller's own saved queries (another's: 404).
 */
export function createBusinessAlertsService(repository: BusinessAlertsRepository, savedQueries: SavedQueriesReader): BusinessAlertsService {
  async function searchOf(auth: AuthContext, body: BusinessAlertFacetBody | BusinessAlertNewsBody): Promise<NewsSearch> {
    const owner = { userId: auth.user.id, organizationId: auth.user.organizationId };
    return {
      criteria: body.criteria,
      queries: await resolveSavedQueries(savedQueries, owner, body.criteria),
      window: body.window,
      words: body.text === undefined ? [] : searchWords(body.text),
      picks: body.facet_filters ?? {},
    };
  }

  return {
    async facets(auth, body) {
      const fields = BUSINESS_ALERT_FACET_FIELDS.filter((field) => body.facet_field_list === undefined || body.facet_field_list.includes(field));
      return { facet_list: await repository.facets(await searchOf(auth, body), fields, body.limit) };
    },
    async news(auth, body) {
      const page = await repository.news(await searchOf(auth, body), body.limit, body.offset);
      const licenceId = auth.user.access.licenceId;
      return { news_list: page.rows.map((row) => newsPiece(row, licenceId)), news_count: page.total };
    },
  };
}

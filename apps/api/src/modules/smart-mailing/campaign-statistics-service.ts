import { DomainFailure } from '@cible/core';
import type { CampaignStatistics, CampaignsStatisticsQuery, CampaignsStatisticsResponse } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { CampaignStatisticsRepository } from './campaign-statistics-repository';
import type { CampaignsRepository } from './campaigns-repository';

export interface CampaignStatisticsService {
  ofCampaign(auth: AuthContext, campaignId: number): Promise<CampaignStatistics>;
  ofPeriod(auth: AuthContext, query: CampaignsStatisticsQuery): Promise<CampaignsStatisticsResponse>;
}

/** The days of a period are read in French time (the product's market, as the sequences' timeline). */
export const CAMPAIGN_STATISTICS_ZONE = 'Europe/Paris';

/**
 * The counters of one campaign of the organisation, or of its campaigns sent in a date range (both days included,
 * Europe/Paris; `date_from` after `date_to`: 400 DATE_RANGE.START_AFTER_END). Rates are the client's to compute (core's
 * rounding, `CAMPAIGN_BENCHMARK_RATES`): the contract answers counters.
 */
export function createCampaignStatisticsService(repository: CampaignStatisticsRepository, campaigns: Pick<CampaignsRepository, 'find'>): CampaignStatisticsService {
  return {
    async ofCampaign(auth, campaignId) {
      const organizationId = auth.user.organizationId;
      if ((await campaigns.find(organizationId, campaignId)) === null) throw new DomainFailure('NOT_FOUND', 'No such campaign.');
      return repository.counters(organizationId, [campaignId]);
    },
    async ofPeriod(auth, { date_from: from, date_to: to }) {
      if (from > to) {
        throw new DomainFailure('DATE_RANGE.START_AFTER_END', 'date_from must not be after date_to.', { details: { field: 'date_to' } });
      }
      const organizationId = auth.user.organizationId;
      const ids = await repository.sentBetween(organizationId, { from, to, zone: CAMPAIGN_STATISTICS_ZONE });
      return { ...(await repository.counters(organizationId, ids)), campaign_count: ids.length };
    },
  };
}

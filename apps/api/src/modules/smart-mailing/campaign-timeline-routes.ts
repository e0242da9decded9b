import { CAMPAIGN_TIMELINE_COUNTERS, CAMPAIGN_TIMELINE_ENDPOINTS, CAMPAIGN_TIMELINE_ZONE, periodTimeline } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { CampaignTimelineRepository } from './campaign-timeline-repository';

export interface CampaignTimelineRoutesOptions {
  readonly repository: CampaignTimelineRepository;
}

/** The campaigns' activity over time (the results page's chart): CAMPAIGNS read. */
export const campaignTimelineRoutes: FastifyPluginAsyncZod<CampaignTimelineRoutesOptions> = async (app, { repository }) => {
  registerEndpoints(app, CAMPAIGN_TIMELINE_ENDPOINTS, {
    getCampaignTimeline: {
      access: permission('CAMPAIGNS', 'read'),
      description:
        'Per period of core’s grouping of the range from–to (calendar days in Europe/Paris, both included: 1_day up to a month, 1_week up to a quarter, else 1_month; every period present, zeros included), what the organisation’s campaign mails did on the day it happened: sent, opened, clicked, bounced, unsubscribed (distinct mails per day; bot and privacy-proxy hits out). from after to: 400 DATE_RANGE.START_AFTER_END; more than 366 days: 400 DATE_RANGE.TOO_LONG.',
      handle: async ({ auth, query }) =>
        periodTimeline(query.from, query.to, CAMPAIGN_TIMELINE_COUNTERS, await repository.days(auth.user.organizationId, { from: query.from, to: query.to, zone: CAMPAIGN_TIMELINE_ZONE })),
    },
  });
};

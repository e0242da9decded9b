import { z } from 'zod';
import { ApiDateSchema } from '../shared/api-primitives';
import { counters } from '../shared/counters';
import { checkDayRange } from '../shared/day-range-query';
import { defineEndpoint } from '../shared/endpoint';

// What the organisation's campaigns did over time: per period of core's grouping of a range of days.

/** Longest range of the campaign timeline, in days between its bounds (designed: a year, leap day included). */
export const CAMPAIGN_TIMELINE_MAX_DAYS = 366;

/** The zone of the timeline's calendar days: an event counts on its day in Europe/Paris (designed). */
export const CAMPAIGN_TIMELINE_ZONE = 'Europe/Paris';

/** A range of calendar days in Europe/Paris, both bounds included (DATE_RANGE.START_AFTER_END, DATE_RANGE.TOO_LONG). */
export const CampaignTimelineQuerySchema = z.object({ from: ApiDateSchema, to: ApiDateSchema }).superRefine(checkDayRange(CAMPAIGN_TIMELINE_MAX_DAYS));
export type CampaignTimelineQuery = z.infer<typeof CampaignTimelineQuerySchema>;

/** The timeline's counters, in their order: mails sent, then opened, clicked, bounced, unsubscribed. */
export const CAMPAIGN_TIMELINE_COUNTERS = ['sent_count', 'opened_count', 'clicked_count', 'bounced_count', 'unsubscribed_count'] as const;
export type CampaignTimelineCounter = (typeof CAMPAIGN_TIMELINE_COUNTERS)[number];

/** The mails of the period (first day), per counter (distinct mails, bot hits out). */
export const CampaignTimelinePointSchema = counters(CAMPAIGN_TIMELINE_COUNTERS).extend({
  period_start: ApiDateSchema,
});
export type CampaignTimelinePoint = z.infer<typeof CampaignTimelinePointSchema>;

/** The timeline: core's grouping of the range and every period of it in order, zeros included. */
export const CampaignTimelineResponseSchema = z.object({
  grouping: z.enum(['1_day', '1_week', '1_month']),
  period_list: z.array(CampaignTimelinePointSchema),
});
export type CampaignTimelineResponse = z.infer<typeof CampaignTimelineResponseSchema>;

export const CAMPAIGN_TIMELINE_ENDPOINTS = {
  getCampaignTimeline: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/statistics/timeline',
    summary: 'What the organisation’s campaigns did per period of a range (sent, opened, clicked, bounced, unsubscribed).',
    designed: true,
    query: CampaignTimelineQuerySchema,
    response: CampaignTimelineResponseSchema,
  }),
} as const;

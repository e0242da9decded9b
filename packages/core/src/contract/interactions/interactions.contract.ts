import { z } from 'zod';
import { ApiDateSchema, ApiDateTimeSchema, apiIdList, ApiIdSchema, PORT_LIMITS, ResponseIdSchema } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse, pagedList, paginationBody } from '../shared/pagination';

const id = ResponseIdSchema;
const interactionTypeId = z.number().int().min(1).max(8);

/** Longest statistics range, in days (designed). */
export const INTERACTION_RANGE_MAX_DAYS = 731;

const DAY_MS = 86_400_000;

/**
 * Statistics periods (1_day, 1_week, 1_month; the grouping is `statisticsPeriodGrouping`, docs/rules/statistics.md).
 */
export const STATISTICS_PERIODS = ['1_day', '1_week', '1_month'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** Adds an issue when the range is reversed or longer than {@link INTERACTION_RANGE_MAX_DAYS}. */
function checkInteractionDateRange(range: { date_from: string; date_to: string }, context: z.RefinementCtx): void {
  if (range.date_from > range.date_to) {
    context.addIssue({ code: 'custom', message: 'DATE_RANGE.START_AFTER_END', path: ['date_to'] });
  } else if ((Date.parse(range.date_to) - Date.parse(range.date_from)) / DAY_MS > INTERACTION_RANGE_MAX_DAYS) {
    context.addIssue({ code: 'custom', message: 'DATE_RANGE.TOO_LONG', path: ['date_to'] });
  }
}

/**
 * Both date bounds are required (without them statistics are skipped: `shouldFetchStatistics`,
 * docs/rules/statistics.md), in order, at most 731 days apart.
 * @rule prospecting §5 · interaction statistics need both date bounds
 */
export const InteractionDateRangeSchema = z
  .object({ date_from: ApiDateSchema, date_to: ApiDateSchema })
  .superRefine(checkInteractionDateRange);
export type InteractionDateRange = z.infer<typeof InteractionDateRangeSchema>;

/** Contact interaction (types 1–8: mail sent, clicked, opened, called, no potential, appointment, replied, bounced). */
export const InteractionSchema = z.object({
  id,
  interaction_type_id: interactionTypeId,
  contact_id: id,
  company_id: id.nullable(),
  user_id: id,
  date: ApiDateTimeSchema,
  sequence_id: id.nullable(),
  campaign_id: id.nullable(),
});
export type Interaction = z.infer<typeof InteractionSchema>;

export const InteractionListResponseSchema = pagedList(InteractionSchema, 'interaction_list', 'interaction_count');
export type InteractionListResponse = z.infer<typeof InteractionListResponseSchema>;

/** Interaction search: date bounds (required), users, types, contact or company; newest first. */
export const InteractionSearchBodySchema = z
  .object({
    date_from: ApiDateSchema,
    date_to: ApiDateSchema,
    user_id_list: apiIdList(PORT_LIMITS.pageLimit).optional(),
    interaction_type_id_list: z.array(interactionTypeId).max(8).optional(),
    contact_id: ApiIdSchema.optional(),
    company_id: ApiIdSchema.optional(),
    ...paginationBody(20),
  })
  .strict()
  .superRefine(checkInteractionDateRange);
export type InteractionSearchBody = z.infer<typeof InteractionSearchBodySchema>;

/** Count per interaction type. */
export const InteractionTypeStatisticSchema = z.object({ interaction_type_id: interactionTypeId, count: z.number().int().min(0) });
export type InteractionTypeStatistic = z.infer<typeof InteractionTypeStatisticSchema>;

export const InteractionTypeStatisticsResponseSchema = listOnlyResponse(InteractionTypeStatisticSchema, 'statistic_list');
export type InteractionTypeStatisticsResponse = z.infer<typeof InteractionTypeStatisticsResponseSchema>;

/** Statistics by interaction type: date bounds (required) and users (all the caller may see by default). */
export const InteractionStatisticsBodySchema = z
  .object({ date_from: ApiDateSchema, date_to: ApiDateSchema, user_id_list: apiIdList(PORT_LIMITS.pageLimit).optional() })
  .strict()
  .superRefine(checkInteractionDateRange);
export type InteractionStatisticsBody = z.infer<typeof InteractionStatisticsBodySchema>;

/** Statistics of one user per period: date bounds (required) and the grouping period (1_day by default). */
export const UserInteractionStatisticsQuerySchema = z
  .object({ date_from: ApiDateSchema, date_to: ApiDateSchema, period: z.enum(STATISTICS_PERIODS).default('1_day') })
  .superRefine(checkInteractionDateRange);
export type UserInteractionStatisticsQuery = z.infer<typeof UserInteractionStatisticsQuerySchema>;

/** Count per period start and interaction type. */
export const PeriodInteractionStatisticSchema = InteractionTypeStatisticSchema.extend({ period_start: ApiDateSchema });
export type PeriodInteractionStatistic = z.infer<typeof PeriodInteractionStatisticSchema>;

export const UserInteractionStatisticsResponseSchema = listOnlyResponse(PeriodInteractionStatisticSchema, 'statistic_list');
export type UserInteractionStatisticsResponse = z.infer<typeof UserInteractionStatisticsResponseSchema>;

/** Interactions (prefix /v1/interaction designed: docs/rules/ports.md "interactions"). */
export const INTERACTIONS_ENDPOINTS = {
  searchInteractions: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/interaction/search-interactions',
    summary: 'Interactions in a date range, by users, types, contact or company.',
    designed: true,
    body: InteractionSearchBodySchema,
    response: InteractionListResponseSchema,
  }),
  getStatisticsByInteractionType: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/interaction/statistics-by-interaction-type',
    summary: 'Count of interactions per type in a date range.',
    designed: true,
    body: InteractionStatisticsBodySchema,
    response: InteractionTypeStatisticsResponseSchema,
  }),
  getUserInteractionStatistics: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/interaction/users/{id}/statistics',
    summary: 'Count of a user’s interactions per period and type in a date range.',
    designed: true,
    query: UserInteractionStatisticsQuerySchema,
    response: UserInteractionStatisticsResponseSchema,
  }),
} as const;

/** The interactions port. */
export type InteractionsGateway = EndpointGateway<typeof INTERACTIONS_ENDPOINTS>;

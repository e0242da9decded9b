import { z } from 'zod';
import type { CreditKindCode } from '../../catalogues/credit-kinds';
import { ApiDateSchema, ApiDateTimeSchema, apiIdList, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse, pagedList, paginationQuery } from '../shared/pagination';

/** The `{kind}` path parameter: a credit kind code of the catalogue (sequence, email-rental, export, consultation). */
export const CreditKindParamSchema = z.enum(['sequence', 'email-rental', 'export', 'consultation'] as const satisfies readonly CreditKindCode[]);

/** Largest credit amount (designed). */
export const CREDIT_MAX_AMOUNT = 10_000_000;

const amount = z.number().int().min(0).max(CREDIT_MAX_AMOUNT);
const kindParam = CreditKindParamSchema;

/** Credit (the spec's entity): the amount left, whether it renews, the renewal and initial amounts. */
export const CreditSchema = z.object({
  amount: z.number().int().min(0),
  is_renewed: z.boolean(),
  renewal_amount: z.number().int().min(0),
  initial_amount: z.number().int().min(0),
});
export type Credit = z.infer<typeof CreditSchema>;

/** A user's credit (list entries name their user). */
export const UserCreditSchema = CreditSchema.extend({ user_id: z.number().int().min(1) });
export type UserCredit = z.infer<typeof UserCreditSchema>;

export const UserCreditListResponseSchema = listOnlyResponse(UserCreditSchema, 'credit_list');
export type UserCreditListResponse = z.infer<typeof UserCreditListResponseSchema>;

/** Creation of a user's credit (the spec's call: initial_amount, renewal_amount). */
export const CreditCreateBodySchema = z.object({ initial_amount: amount, renewal_amount: amount }).strict();
export type CreditCreateBody = z.infer<typeof CreditCreateBodySchema>;

/**
 * Top-up (the spec's call; docs/rules/session-formatting-validation.md "Credits"): sets the credit of each listed user
 * to `total_amount_for_user_id_list` (one amount for all the listed users); the history records new minus old and the
 * comment (default "{n} credits added").
 */
export const CreditManageBodySchema = z
  .object({
    user_id_list: apiIdList(PORT_LIMITS.pageLimit).min(1),
    total_amount_for_user_id_list: amount,
    comment: safeString().trim().max(PORT_LIMITS.name).optional(),
  })
  .strict();
export type CreditManageBody = z.infer<typeof CreditManageBodySchema>;

/** Kinds of credit history event (designed codes). */
export const CREDIT_HISTORY_TYPES = ['creation', 'top_up', 'consumption', 'renewal'] as const;
export type CreditHistoryType = (typeof CREDIT_HISTORY_TYPES)[number];

/** Credit history event (the spec's fields: type, old_amount, new_amount). Designed: id, comment, author, date. */
export const CreditHistoryEventSchema = z.object({
  id: z.number().int().min(1),
  type: z.enum(CREDIT_HISTORY_TYPES),
  old_amount: z.number().int().min(0),
  new_amount: z.number().int().min(0),
  comment: safeString().nullable(),
  author_user_id: z.number().int().min(1).nullable(),
  creation_date: ApiDateTimeSchema,
});
export type CreditHistoryEvent = z.infer<typeof CreditHistoryEventSchema>;

/** Days of a range in order (both included). */
const rangeInOrder = (range: { date_from?: string | undefined; date_to?: string | undefined }) =>
  range.date_from === undefined || range.date_to === undefined || range.date_from <= range.date_to;
const RANGE_REVERSED = { message: 'DATE_RANGE.START_AFTER_END', path: ['date_to'] };

/**
 * History filters (designed): the event type, and a range of days (`date_from`, `date_to`, both included, read in
 * Europe/Paris, the product's zone: CREDIT_DAY_ZONE).
 */
export const CreditHistoryQuerySchema = z
  .object({
    ...paginationQuery(20, 100),
    type: z.enum(CREDIT_HISTORY_TYPES).optional(),
    date_from: ApiDateSchema.optional(),
    date_to: ApiDateSchema.optional(),
  })
  .refine(rangeInOrder, RANGE_REVERSED);
export type CreditHistoryQuery = z.infer<typeof CreditHistoryQuerySchema>;

/** The zone in which credit events fall on days (history filters, consumption chart): the product's French zone. */
export const CREDIT_DAY_ZONE = 'Europe/Paris';

/** Longest range of the consumption chart (days). */
export const CREDIT_CONSUMPTION_MAX_DAYS = 731;

/** The consumption chart's range (designed): days, both included, read in Europe/Paris (CREDIT_DAY_ZONE). */
export const CreditConsumptionQuerySchema = z
  .object({ date_from: ApiDateSchema, date_to: ApiDateSchema })
  .refine(rangeInOrder, RANGE_REVERSED)
  .refine((range) => Date.parse(range.date_to) - Date.parse(range.date_from) <= (CREDIT_CONSUMPTION_MAX_DAYS - 1) * 86_400_000, {
    message: 'CREDIT.DATE_RANGE_TOO_LONG',
    path: ['date_to'],
  });
export type CreditConsumptionQuery = z.infer<typeof CreditConsumptionQuerySchema>;

/** The consumption over time: core's period grouping of the range and one point per period (zeros included). */
export const CreditConsumptionResponseSchema = z.object({
  grouping: z.enum(['1_day', '1_week', '1_month']),
  point_list: z.array(z.object({ period_start: ApiDateSchema, amount: z.number().int().min(0) })),
  total: z.number().int().min(0),
});
export type CreditConsumptionResponse = z.infer<typeof CreditConsumptionResponseSchema>;

export const CreditHistoryResponseSchema = pagedList(CreditHistoryEventSchema, 'history_list', 'history_count');
export type CreditHistoryResponse = z.infer<typeof CreditHistoryResponseSchema>;

/** Credits of an organisation and its users, per kind (docs/rules/ports.md "credits"). */
export const CREDITS_ENDPOINTS = {
  getOrganizationCredit: defineEndpoint({
    method: 'GET',
    path: '/v1/credits/{kind}/organization/{org}',
    summary: 'Credit of an organisation for a kind.',
    params: { kind: kindParam },
    response: CreditSchema,
  }),
  listUserCredits: defineEndpoint({
    method: 'GET',
    path: '/v1/credits/{kind}/organization/{org}/users',
    summary: 'Credits of every user of an organisation for a kind.',
    params: { kind: kindParam },
    response: UserCreditListResponseSchema,
  }),
  getUserCredit: defineEndpoint({
    method: 'GET',
    path: '/v1/credits/{kind}/organization/{org}/user/{user}',
    summary: 'Credit of one user for a kind.',
    params: { kind: kindParam },
    response: CreditSchema,
  }),
  createUserCredit: defineEndpoint({
    method: 'POST',
    path: '/v1/credits/{kind}/organization/{org}/user/{user}',
    summary: 'Create the credit of a user.',
    params: { kind: kindParam },
    body: CreditCreateBodySchema,
    response: CreditSchema,
  }),
  manageCredits: defineEndpoint({
    method: 'POST',
    path: '/v1/credits/{kind}/organization/{org}/manage',
    summary: 'Top up users’ credits to an amount, with a comment.',
    params: { kind: kindParam },
    body: CreditManageBodySchema,
    response: UserCreditListResponseSchema,
  }),
  getUserCreditHistory: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/credits/{kind}/organization/{org}/user/{user}/history',
    summary: 'History of a user’s credit, newest first; filters: event type, range of days.',
    designed: true,
    params: { kind: kindParam },
    query: CreditHistoryQuerySchema,
    response: CreditHistoryResponseSchema,
  }),
  getUserCreditConsumption: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/credits/{kind}/organization/{org}/user/{user}/consumption',
    summary: 'Credits a user consumed over a range of days, grouped by period (day, week or month: the statistics period grouping).',
    designed: true,
    params: { kind: kindParam },
    query: CreditConsumptionQuerySchema,
    response: CreditConsumptionResponseSchema,
  }),
} as const;

/** The credits port. */
export type CreditsGateway = EndpointGateway<typeof CREDITS_ENDPOINTS>;

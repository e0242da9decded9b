import { z } from 'zod';
import { fail, ok, type Result } from '../shared/domain-error';
import { ApiDateTimeSchema, PORT_LIMITS, safeString } from './api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from './endpoint';

/** Longest analytics event name. */
export const ANALYTICS_EVENT_NAME_MAX_LENGTH = 64;

const EVENT_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/**
 * Whether a name is a valid analytics event name (designed): lowercase snake_case — a lowercase letter, then
 * lowercase letters, digits and single underscores between words — at most 64 characters.
 * @rule app-shell §8 · analytics event names are lowercase snake_case, at most 64 characters
 */
export function isValidAnalyticsEventName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= ANALYTICS_EVENT_NAME_MAX_LENGTH && EVENT_NAME.test(name);
}

export type AnalyticsRefusalCode = 'ANALYTICS.NOT_IDENTIFIED' | 'ANALYTICS.INVALID_EVENT_NAME';

/**
 * Whether an analytics call may go out: refused when the user is not identified, or when the event name is invalid.
 * @rule app-shell §8 · analytics calls refused when not identified or the event name is invalid
 */
export function checkAnalyticsCall(call: { readonly identified: boolean; readonly name: string }): Result<string, AnalyticsRefusalCode> {
  if (!call.identified) return fail('ANALYTICS.NOT_IDENTIFIED');
  if (!isValidAnalyticsEventName(call.name)) return fail('ANALYTICS.INVALID_EVENT_NAME', { name: call.name });
  return ok(call.name);
}

/** Event names of page views and page leaves (app-shell §2.4). */
export const ANALYTICS_PAGE_VIEW_EVENT = 'page_view';
export const ANALYTICS_PAGE_LEAVE_EVENT = 'page_leave';

/** Who the analytics user is (identified users only). */
export interface AnalyticsIdentity {
  readonly userId: number;
  readonly organizationId: number;
  readonly licenceId: number;
  readonly testerLevel: 'Alpha' | 'Beta' | null;
}

/** Flat properties of an event. */
export type AnalyticsProperties = Readonly<Record<string, string | number | boolean | null>>;

/**
 * The product-analytics port (app-shell §1, §2.4). An adapter refuses calls before `identify` and events whose name
 * is invalid ({@link checkAnalyticsCall}); `reset` forgets the identity (logout).
 */
export interface AnalyticsGateway {
  identify(identity: AnalyticsIdentity): void;
  pageView(path: string): void;
  pageLeave(path: string): void;
  event(name: string, properties?: AnalyticsProperties): void;
  reset(): void;
}

/** Most events in one batch, most properties per event (designed). */
export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_PROPERTIES_MAX = 50;

/** One event sent to the API's self-hosted analytics endpoint (designed). */
export const AnalyticsEventSchema = z
  .object({
    name: safeString().refine(isValidAnalyticsEventName, 'ANALYTICS.INVALID_EVENT_NAME'),
    occurred_at: ApiDateTimeSchema,
    path: safeString().max(PORT_LIMITS.url).regex(/^\//, 'ANALYTICS.INVALID_PATH').optional(),
    properties: z
      .record(
        safeString().regex(/^[a-z][a-z0-9_]{0,63}$/, 'ANALYTICS.INVALID_PROPERTY_NAME'),
        z.union([safeString().max(PORT_LIMITS.shortText), z.number(), z.boolean(), z.null()]),
      )
      .refine((properties) => Object.keys(properties).length <= ANALYTICS_PROPERTIES_MAX, 'ANALYTICS.TOO_MANY_PROPERTIES')
      .optional(),
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** A batch of events (designed body of POST /v1/analytics/events). */
export const AnalyticsEventsBodySchema = z
  .object({ event_list: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX) })
  .strict();
export type AnalyticsEventsBody = z.infer<typeof AnalyticsEventsBodySchema>;

/** Self-hosted analytics (designed). */
export const ANALYTICS_ENDPOINTS = {
  recordAnalyticsEvents: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/analytics/events',
    summary: 'Record product-analytics events of the identified caller.',
    designed: true,
    body: AnalyticsEventsBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
} as const;

/** The HTTP side of analytics (used by an `AnalyticsGateway` adapter). */
export type AnalyticsEventsGateway = EndpointGateway<typeof ANALYTICS_ENDPOINTS>;

import { z } from 'zod';
import { ApiDateTimeSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { isValidAnalyticsEventName } from './analytics-event-name';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';

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

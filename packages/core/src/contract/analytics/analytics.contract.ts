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

/**
 * A beacon token (designed): the short-lived credential of the events a page sends with `navigator.sendBeacon` as it
 * goes away (a beacon cannot carry an `Authorization` header). It lets its holder record analytics events of one user
 * for 15 minutes and nothing else.
 */
export const AnalyticsBeaconTokenResponseSchema = z.object({
  beacon_token: safeString().min(1).max(PORT_LIMITS.token),
  expires_at: ApiDateTimeSchema,
});
export type AnalyticsBeaconTokenResponse = z.infer<typeof AnalyticsBeaconTokenResponseSchema>;

/** A batch sent by beacon (designed): the beacon token in the body, then the events. */
export const AnalyticsBeaconBodySchema = z
  .object({
    beacon_token: safeString().min(1).max(PORT_LIMITS.token),
    event_list: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
  })
  .strict();
export type AnalyticsBeaconBody = z.infer<typeof AnalyticsBeaconBodySchema>;

/** Self-hosted analytics: the events of the identified caller (designed, docs/analytics.md). */
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
  issueAnalyticsBeaconToken: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/analytics/beacon-tokens',
    summary: 'A 15-minute token with which the caller’s page may send its last events by beacon.',
    designed: true,
    response: AnalyticsBeaconTokenResponseSchema,
  }),
  recordAnalyticsBeacon: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/analytics/beacon',
    summary: 'Record the events a page sends by beacon as it goes away, authenticated by the beacon token of the body.',
    designed: true,
    // No bearer token: `navigator.sendBeacon` cannot send headers. The beacon token in the body is the credential.
    auth: 'public',
    body: AnalyticsBeaconBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
} as const;

/** The HTTP side of analytics (used by an `AnalyticsGateway` adapter). */
export type AnalyticsEventsGateway = EndpointGateway<typeof ANALYTICS_ENDPOINTS>;

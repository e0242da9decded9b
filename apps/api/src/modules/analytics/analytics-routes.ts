import { ANALYTICS_ENDPOINTS, ANALYTICS_USAGE_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { PLATFORM_ADMIN, SELF_AUTHENTICATED, SIGNED_IN } from '../../http/route-declaration';
import type { AnalyticsService } from './analytics-service';

export interface AnalyticsRoutesOptions {
  readonly service: AnalyticsService;
}

/**
 * Product analytics (docs/analytics.md): the caller's own events, in batches (session token) or by beacon as the page
 * goes away (the beacon token of the body: `navigator.sendBeacon` sends no header); the usage page's figures for the
 * platform administrators only.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, ANALYTICS_ENDPOINTS, {
    recordAnalyticsEvents: {
      access: SIGNED_IN,
      description: '400 ANALYTICS.INVALID_EVENT_NAME for a name that is not lowercase snake_case (at most 64 characters).',
      handle: ({ auth, body }) => service.record(auth, body.event_list),
    },
    issueAnalyticsBeaconToken: {
      access: SIGNED_IN,
      handle: ({ auth }) => service.issueBeaconToken(auth),
    },
    recordAnalyticsBeacon: {
      // The beacon token of the body is the credential (checked by the service): events of its user only.
      access: SELF_AUTHENTICATED,
      errors: [401],
      description:
        '401 ANALYTICS.NOT_IDENTIFIED unless `beacon_token` is a valid beacon token (POST /v1/analytics/beacon-tokens, 15 minutes) of an active user; 400 ANALYTICS.INVALID_EVENT_NAME as for the events route.',
      handle: ({ body }) => service.recordBeacon(body),
    },
  });
  registerEndpoints(app, ANALYTICS_USAGE_ENDPOINTS, {
    getAnalyticsUsage: {
      access: PLATFORM_ADMIN,
      description: '400 ANALYTICS.INVALID_PERIOD unless from ≤ to, both real dates, at most 366 days (French days).',
      handle: ({ query }) => service.usage(query),
    },
  });
};

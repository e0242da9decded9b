import { ANALYTICS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { SIGNED_IN } from '../../http/route-declaration';
import type { AnalyticsService } from './analytics-service';

export interface AnalyticsRoutesOptions {
  readonly service: AnalyticsService;
}

/** POST /v1/analytics/events (HTTP only): the caller's own page views and feature events. */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, ANALYTICS_ENDPOINTS, {
    recordAnalyticsEvents: {
      access: SIGNED_IN,
      description: '400 ANALYTICS.INVALID_EVENT_NAME for a name that is not lowercase snake_case (at most 64 characters).',
      handle: ({ auth, body }) => service.record(auth, body),
    },
  });
};

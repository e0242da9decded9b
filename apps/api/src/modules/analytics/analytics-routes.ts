import { ANALYTICS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../security/authorize';
import { registerEndpoint } from '../../server/register-endpoint';
import type { AnalyticsService } from './analytics-service';

export interface AnalyticsRoutesOptions {
  readonly service: AnalyticsService;
}

/** POST /v1/analytics/events (HTTP only). */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, { service }) => {
  registerEndpoint(
    app,
    ANALYTICS_ENDPOINTS.recordAnalyticsEvents,
    { description: '400 ANALYTICS.INVALID_EVENT_NAME for a name that is not lowercase snake_case (at most 64 characters).' },
    async (request) => service.record(requireAuth(request), request.body),
  );
};

import type { AnalyticsEventsBody } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { AnalyticsRepository } from './analytics-repository';

export interface AnalyticsService {
  record(auth: AuthContext, body: AnalyticsEventsBody): Promise<void>;
}

/**
 * Product analytics of identified users only (docs/rules/ports.md "Non-HTTP ports", `AnalyticsGateway`): the route
 * requires a token, core's schema refuses an invalid event name (`ANALYTICS.INVALID_EVENT_NAME`). Events sent while
 * "connected as" are not the user's behaviour: they are accepted but not stored (the request itself is in the audit
 * trail).
 */
export function createAnalyticsService(events: AnalyticsRepository): AnalyticsService {
  return {
    async record(auth, body) {
      if (auth.impersonator !== null) return;
      await events.insertEvents(auth.user.id, body.event_list);
    },
  };
}

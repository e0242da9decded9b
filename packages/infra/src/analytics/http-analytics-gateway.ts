import {
  ANALYTICS_ENDPOINTS,
  ANALYTICS_PAGE_LEAVE_EVENT,
  ANALYTICS_PAGE_VIEW_EVENT,
  AnalyticsEventSchema,
  checkAnalyticsCall,
  createEndpointGateway,
  type AnalyticsEventsGateway,
  type AnalyticsGateway,
  type AnalyticsIdentity,
  type AnalyticsProperties,
  type Clock,
  type EndpointClient,
} from '@cible/core';
import { consoleLogger, type Logger } from '../shared/logger';

/**
 * Core's {@link AnalyticsGateway} over the API's self-hosted events endpoint (`POST /v1/analytics/events`,
 * docs/infra.md "Behaviours"). Each call answers whether the event went out: `false` (and no HTTP call) before
 * `identify`, after `reset`, for an invalid event name (core's `checkAnalyticsCall`) or an event the contract refuses
 * (path, property names). Sending never throws: a failed post is logged and forgotten.
 */
export class HttpAnalyticsGateway implements AnalyticsGateway {
  private readonly events: AnalyticsEventsGateway;
  private identity: AnalyticsIdentity | null = null;

  constructor(
    client: EndpointClient,
    private readonly clock: Clock,
    private readonly logger: Logger = consoleLogger,
  ) {
    this.events = createEndpointGateway(ANALYTICS_ENDPOINTS, client);
  }

  /** Whether a user is identified (events are refused otherwise). */
  get identified(): boolean {
    return this.identity !== null;
  }

  identify(identity: AnalyticsIdentity): void {
    this.identity = identity;
  }

  reset(): void {
    this.identity = null;
  }

  pageView(path: string): boolean {
    return this.record(ANALYTICS_PAGE_VIEW_EVENT, path, undefined);
  }

  pageLeave(path: string): boolean {
    return this.record(ANALYTICS_PAGE_LEAVE_EVENT, path, undefined);
  }

  event(name: string, properties?: AnalyticsProperties): boolean {
    return this.record(name, undefined, properties);
  }

  private record(name: string, path: string | undefined, properties: AnalyticsProperties | undefined): boolean {
    if (!checkAnalyticsCall({ identified: this.identity !== null, name }).ok) return false;
    const event = AnalyticsEventSchema.safeParse({
      name,
      occurred_at: this.clock.now().toISOString(),
      ...(path === undefined ? {} : { path }),
      ...(properties === undefined ? {} : { properties }),
    });
    if (!event.success) {
      this.logger.warn(`[analytics] event ${name} refused by the contract`, event.error.issues);
      return false;
    }
    this.events.recordAnalyticsEvents({ body: { event_list: [event.data] } }).catch((error: unknown) => {
      this.logger.warn(`[analytics] event ${name} could not be sent`, error);
    });
    return true;
  }
}

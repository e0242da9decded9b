import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_BEACON_RENEWAL_MARGIN_SECONDS,
  ANALYTICS_DELIVERY,
  ANALYTICS_ENDPOINTS,
  ANALYTICS_PAGE_LEAVE_EVENT,
  ANALYTICS_PAGE_VIEW_EVENT,
  AnalyticsEventSchema,
  beaconTokenNeedsRenewal,
  checkAnalyticsCall,
  createEndpointGateway,
  type AnalyticsEvent,
  type AnalyticsEventsGateway,
  type AnalyticsGateway,
  type AnalyticsIdentity,
  type AnalyticsProperties,
  type Clock,
  type EndpointClient,
  type TimerHandle,
  type Timers,
} from '@cible/core';
import { ApiRequestError } from '../http/api-request-error';
import { consoleLogger, type Logger } from '../shared/logger';
import { systemTimers } from '../shared/timers';

/** Sends a beacon (`navigator.sendBeacon`): `false` when the browser would not queue it. */
export type BeaconSender = (url: string, body: string) => boolean;

/** The page's lifecycle as analytics need it: the page is hidden (may never come back), left, shown again from cache. */
export interface PageLifecycle {
  /** Subscribes; returns the function that unsubscribes. */
  subscribe(listener: (event: 'hidden' | 'leave' | 'restored') => void): () => void;
}

/** `navigator.sendBeacon` with a JSON body (a Blob typed `application/json`: the API reads it as JSON). */
export const browserBeaconSender: BeaconSender = (url, body) =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));

/** The window's `visibilitychange` (hidden), `pagehide` (left) and `pageshow` from the back-forward cache (restored). */
export const browserPageLifecycle: PageLifecycle = {
  subscribe(listener) {
    if (typeof window === 'undefined') return () => {};
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') listener('hidden');
    };
    const onHide = () => listener('leave');
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) listener('restored');
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  },
};

export interface HttpAnalyticsGatewayOptions {
  /** The API's base URL, for the beacon (which does not go through the HTTP client). */
  readonly apiBaseUrl: string;
  readonly timers?: Timers;
  readonly sendBeacon?: BeaconSender;
  readonly lifecycle?: PageLifecycle;
  readonly logger?: Logger;
}

const BEACON_PATH = ANALYTICS_ENDPOINTS.recordAnalyticsBeacon.path;

/**
 * Core's {@link AnalyticsGateway} over the API's self-hosted analytics (docs/analytics.md, docs/infra.md
 * "Behaviours"). Each call answers whether the event was accepted: `false` (and nothing queued) before `identify`,
 * after `reset`, for an invalid event name (core's `checkAnalyticsCall`) or an event the contract refuses (path,
 * property names).
 *
 * Delivery follows core's `ANALYTICS_DELIVERY`: events wait in a queue and leave as one batch
 * (`POST /v1/analytics/events`, bearer token) when 20 wait or 5 s after the first started waiting; at most 200 wait
 * (the oldest are dropped while the API cannot be reached: a network failure or a 5xx puts the batch back, a 4xx drops
 * it). When the page is hidden or left, what waits leaves at once by `navigator.sendBeacon` to
 * `POST /v1/analytics/beacon` with the beacon token (a beacon has no header): the gateway asks for one at `identify`
 * and renews it 5 minutes before its 15 expire (core's `beaconTokenNeedsRenewal`). Leaving the page also records the
 * leave of the page shown. Sending never throws: failures are logged.
 */
export class HttpAnalyticsGateway implements AnalyticsGateway {
  private readonly events: AnalyticsEventsGateway;
  private readonly timers: Timers;
  private readonly sendBeacon: BeaconSender;
  private readonly logger: Logger;
  private readonly beaconUrl: string;
  private identity: AnalyticsIdentity | null = null;
  private queue: AnalyticsEvent[] = [];
  private batchTimer: TimerHandle | null = null;
  private sending = false;
  private beaconToken: { readonly token: string; readonly expiresAt: Date } | null = null;
  private beaconRenewal: TimerHandle | null = null;
  private beaconRequest: Promise<void> | null = null;
  private shownPath: string | null = null;

  constructor(
    client: EndpointClient,
    private readonly clock: Clock,
    options: HttpAnalyticsGatewayOptions,
  ) {
    this.events = createEndpointGateway(ANALYTICS_ENDPOINTS, client);
    this.timers = options.timers ?? systemTimers;
    this.sendBeacon = options.sendBeacon ?? browserBeaconSender;
    this.logger = options.logger ?? consoleLogger;
    this.beaconUrl = `${options.apiBaseUrl.replace(/\/+$/, '')}${BEACON_PATH}`;
    (options.lifecycle ?? browserPageLifecycle).subscribe((event) => this.onLifecycle(event));
  }

  /** Whether a user is identified (events are refused otherwise). */
  get identified(): boolean {
    return this.identity !== null;
  }

  /** How many events wait for their batch. */
  get queuedCount(): number {
    return this.queue.length;
  }

  identify(identity: AnalyticsIdentity): void {
    const sameUser = this.identity?.userId === identity.userId;
    this.identity = identity;
    if (!sameUser) this.forgetBeaconToken();
    void this.renewBeaconTokenIfNeeded();
  }

  reset(): void {
    // What the user did before logging out still counts: it leaves now, by beacon (the session ends right after).
    this.flushByBeacon();
    this.identity = null;
    this.queue = [];
    this.clearBatchTimer();
    this.forgetBeaconToken();
    this.shownPath = null;
  }

  pageView(path: string): boolean {
    const accepted = this.record(ANALYTICS_PAGE_VIEW_EVENT, path, undefined);
    if (accepted) this.shownPath = path;
    return accepted;
  }

  pageLeave(path: string): boolean {
    const accepted = this.record(ANALYTICS_PAGE_LEAVE_EVENT, path, undefined);
    if (accepted && this.shownPath === path) this.shownPath = null;
    return accepted;
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
    this.enqueue([event.data]);
    if (this.queue.length >= ANALYTICS_DELIVERY.batchSize) void this.flush();
    else if (this.batchTimer === null) this.batchTimer = this.timers.setTimeout(() => void this.flush(), ANALYTICS_DELIVERY.maxWaitMs);
    return true;
  }

  /** Adds events at the end of the queue (or back at its head), dropping the oldest over `maxQueued`. */
  private enqueue(events: readonly AnalyticsEvent[], atHead = false): void {
    this.queue = atHead ? [...events, ...this.queue] : [...this.queue, ...events];
    const excess = this.queue.length - ANALYTICS_DELIVERY.maxQueued;
    if (excess > 0) {
      this.queue.splice(0, excess);
      this.logger.warn(`[analytics] ${excess} event(s) dropped: the queue is full`);
    }
  }

  private clearBatchTimer(): void {
    if (this.batchTimer !== null) this.timers.clearTimeout(this.batchTimer);
    this.batchTimer = null;
  }

  /** Sends what waits, one batch after the other, by the events endpoint. */
  private async flush(): Promise<void> {
    this.clearBatchTimer();
    if (this.sending || this.queue.length === 0 || this.identity === null) return;
    this.sending = true;
    const identity = this.identity;
    try {
      while (this.queue.length > 0 && this.identity === identity) {
        const batch = this.queue.splice(0, ANALYTICS_BATCH_MAX);
        try {
          await this.events.recordAnalyticsEvents({ body: { event_list: batch } });
        } catch (error) {
          const refused = error instanceof ApiRequestError && error.status < 500;
          this.logger.warn(`[analytics] ${batch.length} event(s) could not be sent${refused ? ' (refused)' : ''}`, error);
          // Put back for the next attempt unless the API refused them (or the user changed meanwhile).
          if (!refused && this.identity === identity) this.enqueue(batch, true);
          break;
        }
        void this.renewBeaconTokenIfNeeded();
      }
    } finally {
      this.sending = false;
    }
    if (this.queue.length > 0 && this.identity !== null && this.batchTimer === null) {
      this.batchTimer = this.timers.setTimeout(() => void this.flush(), ANALYTICS_DELIVERY.maxWaitMs);
    }
  }

  private onLifecycle(event: 'hidden' | 'leave' | 'restored'): void {
    if (this.identity === null) return;
    if (event === 'restored') {
      if (typeof location !== 'undefined') this.pageView(location.pathname);
      return;
    }
    if (event === 'leave' && this.shownPath !== null) this.pageLeave(this.shownPath);
    this.flushByBeacon();
  }

  /** Sends what waits at once by beacon (the page is going away); by the events endpoint when no beacon can go. */
  private flushByBeacon(): void {
    if (this.queue.length === 0 || this.identity === null) return;
    const token = this.beaconToken;
    if (token === null || token.expiresAt.getTime() <= this.clock.now().getTime()) {
      void this.flush();
      return;
    }
    this.clearBatchTimer();
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, ANALYTICS_BATCH_MAX);
      if (!this.sendBeacon(this.beaconUrl, JSON.stringify({ beacon_token: token.token, event_list: batch }))) break;
      this.queue.splice(0, batch.length);
    }
    if (this.queue.length > 0) void this.flush();
  }

  private forgetBeaconToken(): void {
    this.beaconToken = null;
    if (this.beaconRenewal !== null) this.timers.clearTimeout(this.beaconRenewal);
    this.beaconRenewal = null;
  }

  /** Asks for a beacon token when none is held or it is about to expire; schedules the next renewal. */
  private renewBeaconTokenIfNeeded(force = false): Promise<void> {
    if (this.identity === null) return Promise.resolve();
    if (!force && !beaconTokenNeedsRenewal(this.beaconToken?.expiresAt ?? null, this.clock.now())) return Promise.resolve();
    if (this.beaconRequest !== null) return this.beaconRequest;
    const identity = this.identity;
    this.beaconRequest = this.events
      .issueAnalyticsBeaconToken({})
      .then((answer) => {
        if (this.identity !== identity) return;
        this.forgetBeaconToken();
        const expiresAt = new Date(answer.expires_at);
        this.beaconToken = { token: answer.beacon_token, expiresAt };
        const renewInMs = expiresAt.getTime() - ANALYTICS_BEACON_RENEWAL_MARGIN_SECONDS * 1000 - this.clock.now().getTime();
        this.beaconRenewal = this.timers.setTimeout(() => void this.renewBeaconTokenIfNeeded(true), Math.max(renewInMs, 1000));
      })
      .catch((error: unknown) => {
        this.logger.warn('[analytics] no beacon token', error);
      })
      .finally(() => {
        this.beaconRequest = null;
      });
    return this.beaconRequest;
  }
}

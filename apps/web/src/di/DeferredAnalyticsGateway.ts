import type { AnalyticsGateway, AnalyticsIdentity, AnalyticsProperties, Clock } from '@cible/core';

type PendingCall =
  | { readonly kind: 'view' | 'leave'; readonly path: string; readonly at: Date }
  | { readonly kind: 'event'; readonly name: string; readonly properties: AnalyticsProperties | undefined; readonly at: Date };

/**
 * Core's analytics port whose adapter is fetched when a user is first identified (so that the first route does not
 * carry it, docs/adr/006-first-route-budget.md). Until it is there, the calls of the identified user wait here with
 * their instant and are replayed in order, each at its own instant (the adapter reads the time from the clock this
 * class gives it); calls made while nobody is identified are dropped, as the adapter would. A failed load is retried
 * at the next `identify`.
 */
export class DeferredAnalyticsGateway implements AnalyticsGateway {
  private real: AnalyticsGateway | null = null;
  private loading: Promise<void> | null = null;
  private identity: AnalyticsIdentity | null = null;
  private pending: PendingCall[] = [];
  private replayAt: Date | null = null;

  constructor(
    private readonly load: (clock: Clock) => Promise<AnalyticsGateway>,
    private readonly clock: Clock,
  ) {}

  identify(identity: AnalyticsIdentity): void {
    this.identity = identity;
    if (this.real) this.real.identify(identity);
    else this.start();
  }

  reset(): void {
    this.identity = null;
    this.pending = [];
    this.real?.reset();
  }

  pageView(path: string): void {
    if (this.real) this.real.pageView(path);
    else this.wait({ kind: 'view', path, at: this.clock.now() });
  }

  pageLeave(path: string): void {
    if (this.real) this.real.pageLeave(path);
    else this.wait({ kind: 'leave', path, at: this.clock.now() });
  }

  event(name: string, properties?: AnalyticsProperties): void {
    if (this.real) this.real.event(name, properties);
    else this.wait({ kind: 'event', name, properties, at: this.clock.now() });
  }

  private wait(call: PendingCall): void {
    if (this.identity !== null) this.pending.push(call);
  }

  private start(): void {
    const clock: Clock = { now: () => this.replayAt ?? this.clock.now(), zone: this.clock.zone };
    this.loading ??= this.load(clock).then(
      (real) => {
        this.real = real;
        if (this.identity === null) return;
        real.identify(this.identity);
        for (const call of this.pending) {
          this.replayAt = call.at;
          if (call.kind === 'event') real.event(call.name, call.properties);
          else if (call.kind === 'view') real.pageView(call.path);
          else real.pageLeave(call.path);
        }
        this.replayAt = null;
        this.pending = [];
      },
      () => {
        this.loading = null;
      },
    );
  }
}

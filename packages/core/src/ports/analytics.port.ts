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
 * The product-analytics port (docs/rules/ports.md "Non-HTTP ports", `AnalyticsGateway`). An adapter refuses calls
 * before `identify` and events whose name is invalid (`checkAnalyticsCall` of the contract); `reset` forgets the
 * identity (logout).
 */
export interface AnalyticsGateway {
  identify(identity: AnalyticsIdentity): void;
  pageView(path: string): void;
  pageLeave(path: string): void;
  event(name: string, properties?: AnalyticsProperties): void;
  reset(): void;
}

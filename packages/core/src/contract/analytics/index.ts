// The analytics contract: wire schemas, endpoint tables, gateway types.
export * from './analytics-event-name';
export * from './analytics.contract';
export * from './analytics-usage.contract';

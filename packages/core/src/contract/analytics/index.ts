// The analytics contract: wire schemas, endpoint table, gateway type.
export * from './analytics-event-name';
export * from './analytics.contract';

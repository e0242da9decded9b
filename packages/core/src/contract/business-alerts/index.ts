// The business-alerts contract: wire schemas, endpoint table, gateway type.
export * from './business-alerts.contract';

// The lookups contract: wire schemas, endpoint table, gateway type.
export * from './lookups.contract';

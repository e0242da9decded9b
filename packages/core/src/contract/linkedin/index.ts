// The linkedin contract: wire schemas, endpoint table, gateway type.
export * from './linkedin.contract';

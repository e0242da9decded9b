// The queries contract: wire schemas, endpoint table, gateway type.
export * from './queries.contract';

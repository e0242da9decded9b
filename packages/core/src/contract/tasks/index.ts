// The tasks contract: wire schemas, endpoint table, gateway type.
export * from './tasks.contract';

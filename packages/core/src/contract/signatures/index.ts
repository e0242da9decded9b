// The signatures contract: wire schemas, endpoint table, gateway type.
export * from './signatures.contract';

// The exports contract: wire schemas, endpoint table, gateway type.
export * from './exports.contract';

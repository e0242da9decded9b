// The data contract: wire schemas, endpoint table, gateway type.
export * from './data.contract';

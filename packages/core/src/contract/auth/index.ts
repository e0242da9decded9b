// The auth contract: wire schemas, endpoint table, gateway type.
export * from './auth.contract';

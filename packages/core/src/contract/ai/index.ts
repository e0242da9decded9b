// The ai contract: wire schemas, endpoint table, gateway type.
export * from './ai.contract';

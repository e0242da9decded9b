// The interactions contract: wire schemas, endpoint table, gateway type.
export * from './interactions.contract';

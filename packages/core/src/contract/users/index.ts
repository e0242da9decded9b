// The users contract: wire schemas, endpoint table, gateway type.
export * from './users.contract';

// The templates contract: wire schemas, endpoint table, gateway type.
export * from './templates.contract';

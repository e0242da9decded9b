// The notifications contract: wire schemas, endpoint table, gateway type.
export * from './notifications.contract';

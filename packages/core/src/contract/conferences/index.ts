// The conferences contract: wire schemas, endpoint table, gateway type.
export * from './conferences.contract';

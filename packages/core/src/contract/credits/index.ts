// The credits contract: wire schemas, endpoint table, gateway type.
export * from './credits.contract';

// The histories contract: wire schemas, endpoint table, gateway type.
export * from './histories.contract';

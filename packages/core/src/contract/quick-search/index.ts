// The quick-search contract: wire schemas, endpoint table, gateway type.
export * from './quick-search.contract';

// The company-pages contract: wire schemas, endpoint table, gateway type.
export * from './company-pages.contract';

// The file-storage contract: wire schemas, endpoint table, gateway type.
export * from './file-storage.contract';

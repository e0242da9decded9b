// The file-storage contract: wire schemas, endpoint table, gateway type; the accepted types and sizes of an upload.
export * from './file-storage.contract';
export * from './upload-policy';
export * from './file-magic';

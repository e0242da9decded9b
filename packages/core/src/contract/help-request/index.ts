// The help-request contract: wire schemas, endpoint table, gateway type.
export * from './help-request.contract';

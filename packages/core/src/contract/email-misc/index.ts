// The email-misc contract: wire schemas, endpoint table, gateway type.
export * from './email-misc.contract';

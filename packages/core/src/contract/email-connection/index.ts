// The email-connection contract: wire schemas, endpoint table, gateway type.
export * from './email-connection.contract';
export * from './smtp-imap.contract';
export * from './mailbox-oauth.contract';
export * from './local-test.contract';

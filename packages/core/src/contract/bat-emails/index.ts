// The bat-emails contract: wire schemas, endpoint table, gateway type.
export * from './bat-emails.contract';

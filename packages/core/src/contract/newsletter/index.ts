// The newsletter contract: wire schemas, endpoint table, gateway type.
export * from './newsletter.contract';

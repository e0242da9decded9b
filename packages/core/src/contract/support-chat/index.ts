// The support-chat contract: wire schemas, endpoint tables (the user's side and the support inbox), gateway types.
export * from './support-chat.contract';

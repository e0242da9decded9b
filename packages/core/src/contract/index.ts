// Public API of the contract, one folder per feature: the wire schemas (zod, snake_case), the endpoint table and the
// gateway type shared by the API (validates requests, shapes answers) and the web adapters (parse answers). Shared
// builders and primitives are in shared/; every table is gathered in all-endpoints.ts. The interfaces the domain
// needs from the outside world (HTTP client, socket, clock, storage, timers, analytics) are in ../ports.
export * from './shared';
export * from './all-endpoints';
export * from './auth';
export * from './users';
export * from './quick-search';
export * from './company-pages';
export * from './notifications';
export * from './socket';
export * from './help-request';
export * from './queries';
export * from './newsletter';
export * from './business-alerts';
export * from './conferences';
export * from './sequences';
export * from './smart-mailing';
export * from './templates';
export * from './bat-emails';
export * from './signatures';
export * from './credits';
export * from './exports';
export * from './inquiries';
export * from './ai';
export * from './tasks';
export * from './interactions';
export * from './histories';
export * from './linkedin';
export * from './email-connection';
export * from './email-misc';
export * from './file-storage';
export * from './data';
export * from './lookups';
export * from './analytics';
export * from './support-chat';

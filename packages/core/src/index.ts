/**
 * @cible/core: the framework-free domain of Cible.
 * Reference catalogues, access rules (licence/permission matrix), routes and navigation guard,
 * session rules, formats, validation, search criteria, sequences, campaigns, credits, inquiries,
 * notifications, statistics and the ports (zod contracts) shared by the API and the web app.
 * Time, time zone and ids are always passed in.
 */
export * from './shared';
export * from './i18n';
export * from './catalogues';
export * from './access';
export * from './routing';
export * from './session';
export * from './shell';
export * from './quick-search';
export * from './realtime';
export * from './analytics';
export * from './formatting';
export * from './validation';
export * from './criteria';
export * from './alerts';
export * from './business-alerts';
export * from './signatures';
export * from './conferences';
export * from './sequences';
export * from './campaigns';
export * from './templates';
export * from './credits';
export * from './exports';
export * from './inquiries';
export * from './notifications';
export * from './support-chat';
export * from './statistics';
export * from './contract';
export * from './ports';

// Public API of the alerts area. Each file's exports are re-exported here.
export * from './alert-news-match';
export * from './alert-digest';
export * from './alert-digest-mail';

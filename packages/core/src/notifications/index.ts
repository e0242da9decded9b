// Public API of the notifications area. Each file's exports are re-exported here.
export * from './lenient-notification-payload';
export * from './engagement-status';
export * from './notification-wording';
export * from './notification-settings-fallback';
export * from './notification-bell';
export * from './bell-size';

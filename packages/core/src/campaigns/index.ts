// Public API of the campaigns area. Each file's exports are re-exported here.
export * from './campaign-transitions';
export * from './campaign-lists';
export * from './unsubscribe-token';
export * from './unsubscribe-token-signature';
export * from './bulk-sender-guard';

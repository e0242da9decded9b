// Public API of the session area. Each file's exports are re-exported here.
export * from './token-claims';
export * from './session-cookie';
export * from './logout-plan';
export * from './session-poll';
export * from './authentication-status';
export * from './token-renewal';
export * from './session-identity';

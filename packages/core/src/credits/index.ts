// Public API of the credits area. Each file's exports are re-exported here.
export * from './credit-top-up';
export * from './credit-fallback';
export * from './credit-consumption-series';
export * from './consultation-credit';

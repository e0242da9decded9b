// Public API of the routing area. Each file's exports are re-exported here.
export * from './path-normalization';
export * from './route-table';
export * from './login-redirect';
export * from './navigation-guard';

// Public API of the access area. Each file's exports are re-exported here.
export * from './permission-subjects';
export * from './permission-matrix';
export * from './ability';
export * from './manager-access';
export * from './export-capabilities';
export * from './licence-effects';
export * from './home-redirect';
export * from './navigation-item';
export * from './personal-space-links';
export * from './user-menu';
export * from './platform-admin-links';
export * from './personal-space-sidebar';
export * from './header-links';
export * from './quick-search-visibility';
export * from './inquiry-access';
export * from './sender-rules';
export * from './help-request-access';

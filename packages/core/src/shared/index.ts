export * from './brand';
export * from './ids';
export * from './domain-error';
export * from './error-status';
export * from './domain-failure';
export * from './escape-html';

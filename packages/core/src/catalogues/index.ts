// Public API of the reference catalogues.
export * from './catalogue-entry';
export * from './licences';
export * from './tester-levels';
export * from './notification-types';
export * from './inquiry-statuses';
export * from './sequence-statuses';
export * from './campaign-statuses';
export * from './query-types';

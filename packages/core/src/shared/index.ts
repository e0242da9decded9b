export * from './brand';
export * from './ids';
export * from './domain-error';

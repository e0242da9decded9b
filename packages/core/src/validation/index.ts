// Public API of the validation area. Each file's exports are re-exported here.
export * from './password-rule';
export * from './phone-rule';
export * from './help-request';
export * from './help-request-attachment';
export * from './quick-search-input';
export * from './query-limits';
export * from './query-limit-refusal';
export * from './select-value';
export * from './email-html-size';

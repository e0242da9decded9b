// Public API of the formatting area. Each file's exports are re-exported here.
export * from './formattable-date';
export * from './format-date';
export * from './format-number';
export * from './notification-time';
export * from './relative-date';
export * from './speaker-wording';
export * from './zip-code-display';
export * from './blur-rule';
export * from './page-blur';

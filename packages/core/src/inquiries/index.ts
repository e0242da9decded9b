// Public API of the inquiries area. Each file's exports are re-exported here.
export * from './inquiry-quota';
export * from './inquiry-outcome';
export * from './inquiry-subject';
export * from './inquiry-limits';
export * from './inquiry-transitions';

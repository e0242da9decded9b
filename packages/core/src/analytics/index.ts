// Public API of the analytics area. Each file's exports are re-exported here.
export * from './feature-events';
export * from './analytics-day';
export * from './analytics-counted-at';
export * from './analytics-event-kind';
export * from './analytics-page';
export * from './analytics-period';
export * from './daily-usage';
export * from './analytics-delivery';
export * from './analytics-retention';
export * from './usage-ranking';

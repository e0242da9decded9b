// Public API of the statistics area. Each file's exports are re-exported here.
export * from './period-grouping';
export * from './template-percentages';
export * from './statistics-period-starts';
export * from './period-timeline';

// Public API of the analytics area. Each file's exports are re-exported here.
export * from './feature-events';

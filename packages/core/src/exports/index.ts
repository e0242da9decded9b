// Public API of the exports area. Each file's exports are re-exported here.
export * from './export-limits';
export * from './export-columns';

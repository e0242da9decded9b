// Public API of the quick-search area. Each file's exports are re-exported here.
export * from './quick-search-timing';

// Public API of the criteria area. Each file's exports are re-exported here.
export * from './search-criteria.schema';
export * from './is-empty-criterion-value';
export * from './clean-criteria';
export * from './filter-queries';
export * from './criteria-tags';
export * from './keep-valid-criteria';
export * from './criterion-label';
export * from './supported-criteria';
export * from './criteria-values';
export * from './matches-criteria';
export * from './criteria-clean-up-equivalence';
export * from './advanced-search-limits';

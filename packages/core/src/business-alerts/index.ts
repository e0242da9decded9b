// Public API of the business-alerts area. Each file's exports are re-exported here.
export * from './business-alert-facet-field';
export * from './business-alert-facets';
export * from './facet-picks-to-criteria';
export * from './news-window';
export * from './facet-value-label';

// Public API of the templates area: variables, placeholders and filling. Each file's exports are re-exported here.
export * from './template-variables';
export * from './find-template-variables';
export * from './fill-template';

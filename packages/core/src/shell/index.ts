// Public API of the shell area. Each file's exports are re-exported here.
export * from './app-version';
export * from './chunk-load';
export * from './toast-defaults';
export * from './home-greeting';
export * from './first-paint-pages';

// Public API of core's texts: the Text core hands out, its keys, the renderer, and core's own i18n files.
export * from './text';
export * from './text-key';
export * from './text-language';
export * from './render-text';
export * from './core-texts';

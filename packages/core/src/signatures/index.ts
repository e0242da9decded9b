// Public API of the signatures area (the signature generator). Each file's exports are re-exported here.
export * from './signature-fields';
export * from './signature-links';
export * from './signature-field-issues';
export * from './generate-signature-html';
export * from './generate-signature-plain-text';

// The project's own ESLint rules, as one plugin (`cible/…`) for eslint.config.js.
import { noSpecSection } from './no-spec-section.mjs';
import { noTextLiteral } from './no-text-literal.mjs';

export const ciblePlugin = { rules: { 'no-text-literal': noTextLiteral, 'no-spec-section': noSpecSection } };

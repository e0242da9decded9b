import 'reflect-metadata/lite';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadLanguage, loadPageTexts } from './i18n/i18n';
import { loadSocketPushSchemas } from './view-model/loadSocketPushSchemas';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

// Tests read every text synchronously, English too (the app loads the page texts and English on demand).
await loadPageTexts();
await loadLanguage('en');
// …and the socket pushes' schemas, which the app loads on demand too (view-model/loadSocketPushSchemas.ts).
await loadSocketPushSchemas();

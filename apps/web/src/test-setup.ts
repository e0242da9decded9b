import 'reflect-metadata/lite';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadLanguage, loadPageTexts } from './i18n/i18n';
import { addAuthTexts } from './i18n/authTexts';
import { addUiKitTexts } from './i18n/uiKitTexts';
import { loadSocketPushSchemas } from './view-model/loadSocketPushSchemas';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

// Tests read every text synchronously, English too (the app loads the page texts and English on demand).
await loadPageTexts();
// …and the login pages' and the UI kit's, which the app adds with their chunks (i18n/authTexts.ts, uiKitTexts.ts).
addAuthTexts();
addUiKitTexts();
await loadLanguage('en');
// …and the socket pushes' schemas, which the app loads on demand too (view-model/loadSocketPushSchemas.ts).
await loadSocketPushSchemas();

import 'reflect-metadata/lite';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadLanguage } from './i18n/i18n';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

// Tests read English texts synchronously too (the app loads them on demand).
await loadLanguage('en');

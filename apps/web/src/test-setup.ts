import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './i18n/i18n';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace';

export default defineConfig({
  test: {
    projects: testProjects,
  },
});

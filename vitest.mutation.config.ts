// The vitest configuration of the mutation run (`npm run test:mutation`, stryker.config.js): the core project only,
// taken from the one project list (vitest.workspace.ts), so that a mutant of a core rule is judged by core's tests.
// The load-failure reporter counts a test file that cannot be imported as a failed test (see its header).
import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace';
import { LoadFailureReporter } from './scripts/vitest-load-failure-reporter';

const coreProject = testProjects.find((project) => typeof project === 'object' && 'test' in project && project.test?.name === 'core');
if (!coreProject) throw new Error('vitest.workspace.ts has no project named core');

export default defineConfig({
  test: {
    projects: [coreProject],
    reporters: ['default', new LoadFailureReporter()],
  },
});

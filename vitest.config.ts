import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace';

export default defineConfig({
  test: {
    projects: testProjects,
    // One worker per core (Vitest's default leaves one core to its main process: a single worker on CI's 2 cores).
    // The API's files mostly wait on PostgreSQL, servers and sockets, the web's on jsdom: two at once nearly halve the
    // unit phase (docs/testing.md "Time of the suite"). The e2e project keeps one file at a time (fileParallelism).
    maxWorkers: '100%',
  },
});

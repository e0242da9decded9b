// A vitest reporter for the mutation run only (vitest.mutation.config.ts): a test file that fails to load becomes
// one failed test. Stryker's vitest runner (9.5) scores a mutant from the tests it collects, and a test file whose
// import throws collects none; a mutant that breaks a module at load time (a rule table built at import, such as the
// permission matrix) was therefore reported "survived" with 0 tests run although every test of that file fails
// (stryker-js#6150). With this reporter such a mutant is killed by the synthetic failed test. A file that loaded is
// left as it is, whether its tests passed or failed; the everyday suite does not use this reporter.
import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

/** The name of the synthetic failed test of a file that did not load. */
export const LOAD_FAILURE_TEST_NAME = 'the test file loads';

/** Adds one failed test to every file that failed without any test (its import threw); returns how many. */
export function markUnloadableFiles(files: readonly RunnerTestFile[]): number {
  let marked = 0;
  for (const file of files) {
    if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
    const failed: RunnerTestCase = {
      type: 'test',
      id: `${file.id}_load`,
      name: LOAD_FAILURE_TEST_NAME,
      fullName: `${file.name} > ${LOAD_FAILURE_TEST_NAME}`,
      fullTestName: LOAD_FAILURE_TEST_NAME,
      mode: 'run',
      file,
      suite: file,
      meta: {},
      timeout: 0,
      annotations: [],
      artifacts: [],
      result: { state: 'fail', errors: file.result.errors ?? [{ message: 'the test file failed to load' }] },
      // The test context is built by vitest while a test runs; nothing reads it once the run has ended.
      context: undefined as unknown as RunnerTestCase['context'],
    };
    file.tasks.push(failed);
    marked += 1;
  }
  return marked;
}

/** The reporter: marks the unloadable files when the run ends, before Stryker reads the results. */
export class LoadFailureReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    if (this.vitest) markUnloadableFiles(this.vitest.state.getFiles());
  }
}

import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import { createVitest } from 'vitest/node';
import { LOAD_FAILURE_TEST_NAME, LoadFailureReporter, markUnloadableFiles } from './vitest-load-failure-reporter';

const file = (state: 'pass' | 'fail', tasks: RunnerTestFile['tasks'] = []): RunnerTestFile =>
  ({ type: 'suite', id: `f-${state}-${tasks.length}`, name: 'x.test.ts', filepath: '/x.test.ts', mode: 'run', tasks, meta: {}, projectName: 'core', file: undefined, result: { state, errors: [{ message: 'boom', name: 'Error' }] } }) as unknown as RunnerTestFile;

describe('load-failure reporter (mutation run only)', () => {
  it('gives a file that failed without any test one failed test carrying its load error', () => {
    const unloadable = file('fail');
    expect(markUnloadableFiles([unloadable])).toBe(1);
    const [added] = unloadable.tasks as RunnerTestCase[];
    expect(added).toMatchObject({ type: 'test', name: LOAD_FAILURE_TEST_NAME, file: unloadable, suite: unloadable, result: { state: 'fail', errors: [{ message: 'boom' }] } });
  });

  it('leaves a file that loaded as it is, whether it passed or failed', () => {
    const failedTest = { type: 'test', name: 't', result: { state: 'fail' } } as unknown as RunnerTestCase;
    const loadedButFailing = file('fail', [failedTest]);
    const passing = file('pass');
    expect(markUnloadableFiles([loadedButFailing, passing])).toBe(0);
    expect(loadedButFailing.tasks).toEqual([failedTest]);
    expect(passing.tasks).toEqual([]);
  });

  it('turns a real test file whose import throws into one failed test, as Stryker reads the run', async () => {
    const root = mkdtempSync(join(tmpdir(), 'load-failure-'));
    writeFileSync(join(root, 'broken.test.mjs'), "throw new Error('the rule table cannot be built');\n");
    writeFileSync(join(root, 'fine.test.mjs'), "import { it, expect } from 'vitest';\nit('passes', () => expect(1).toBe(1));\n");
    const vitest = await createVitest('test', { root, config: false, watch: false, reporters: [new LoadFailureReporter()], include: ['*.test.mjs'] });
    try {
      await vitest.start();
      const byName = Object.fromEntries(vitest.state.getFiles().map((f) => [f.name, f.tasks.map((task) => [task.name, task.result?.state])]));
      expect(byName).toEqual({ 'broken.test.mjs': [[LOAD_FAILURE_TEST_NAME, 'fail']], 'fine.test.mjs': [['passes', 'pass']] });
    } finally {
      await vitest.close();
    }
  }, 30_000);
});

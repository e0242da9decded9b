// Type-checks every workspace project with its own tsconfig (each extends the root tsconfig.json), as many at a
// time as the machine has cores (each check reads core's sources again: running them side by side saves most of the
// wall-clock time on CI's 2 cores). Prints each project's outcome; exits 1 when any fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// The slowest first, so that the last to start are the quick ones.
const projects = ['apps/web', 'apps/api', 'packages/core', 'packages/infra', 'bench', 'scripts'].filter((project) => existsSync(`${project}/tsconfig.json`));

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', `${project}/tsconfig.json`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);

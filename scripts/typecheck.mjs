// Type-checks every workspace project with its own tsconfig (each extends the root tsconfig.json).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/core', 'packages/infra', 'apps/api', 'apps/web', 'scripts', 'bench'];
let failed = false;
for (const project of projects) {
  const config = `${project}/tsconfig.json`;
  if (!existsSync(config)) continue;
  const started = Date.now();
  const result = spawnSync('npx', ['tsc', '-p', config], { stdio: 'inherit' });
  console.log(`typecheck ${project}: ${result.status === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

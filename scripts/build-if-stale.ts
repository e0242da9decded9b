// Builds the web app (apps/web/dist) and the API bundle (apps/api/dist) when they are missing or older than their
// sources, like `npm start` does (apps/api/scripts/start.mjs). Used by the end-to-end tests (apps/web/e2e) and the
// performance budget (scripts/performance-budget.test.ts), which both read the real build output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.data', '.tanstack', 'artifacts']);
const TEST_FILE = /\.test\.tsx?$/;

/** The web app's sources: a change to any of them makes apps/web/dist stale. */
export const WEB_SOURCES = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build-tools', 'apps/web/package.json', 'packages/core/src', 'packages/infra/src'];
/** The API bundle's sources. */
export const API_SOURCES = ['apps/api/src', 'apps/api/scripts/build.mjs', 'apps/api/package.json', 'packages/core/src'];

/** Newest modification time (ms) of the files under `paths` (0 when none exists). */
function newestSource(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (!stats.isDirectory()) {
      // Tests are not part of a build.
      if (!TEST_FILE.test(path)) newest = Math.max(newest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) visit(join(path, entry));
  };
  for (const path of paths) visit(join(REPO_ROOT, path));
  return newest;
}

/** Whether `output` (relative to the repository) is missing or older than the newest of `sources`. */
export function isStale(output: string, sources: readonly string[]): boolean {
  const target = join(REPO_ROOT, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestSource(sources);
}

export interface BuildOutcome {
  readonly built: boolean;
  readonly ms: number;
}

function run(label: string, args: readonly string[]): BuildOutcome {
  const startedAt = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    throw new Error(`${label} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return { built: true, ms: Date.now() - startedAt };
}

/** Builds apps/web/dist (with its Vite manifest) unless it is up to date. */
export function ensureWebBuild(): BuildOutcome {
  if (!isStale('apps/web/dist/.vite/manifest.json', WEB_SOURCES)) return { built: false, ms: 0 };
  return run('The web build (vite build apps/web)', [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', 'apps/web', '--logLevel', 'warn']);
}

/** Builds apps/api/dist unless it is up to date. */
export function ensureApiBuild(): BuildOutcome {
  if (!isStale('apps/api/dist/main.js', API_SOURCES)) return { built: false, ms: 0 };
  return run('The API bundle (apps/api/scripts/build.mjs)', [join(REPO_ROOT, 'apps/api/scripts/build.mjs')]);
}

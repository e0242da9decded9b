// `npm start` at the repository root (package.json: "start": "node apps/api/scripts/start.mjs"):
//  1. builds the web app (`npm run -w @cible/web build`) when apps/web/dist is missing or older than its sources
//     (the web app, core and infra);
//  2. builds the API bundle (apps/api/dist) when it is missing or older than its sources (API and core);
//  3. runs the API in this same process (so Ctrl-C and SIGTERM reach it directly): it opens or creates the embedded
//     database, seeds the demo data on first run, serves the web app and prints the URL, the demo logins and the
//     time since `npm start` began.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const launchedAt = Date.now();
const apiRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const repoRoot = dirname(dirname(apiRoot));
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.data', '.tanstack']);

/** Newest modification time (ms) of the files under `paths` (0 when none exists). */
function newestSource(paths) {
  let newest = 0;
  const visit = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) visit(join(path, entry));
  };
  for (const path of paths) visit(join(repoRoot, path));
  return newest;
}

/** Whether `output` is missing or older than the newest of `sources`. */
function isStale(output, sources) {
  const target = join(repoRoot, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestSource(sources);
}

function step(label, command, args) {
  const startedAt = Date.now();
  process.stdout.write(`${label}…\n`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (result.status === 0) process.stdout.write(`${label}: done in ${seconds} s\n`);
  return result.status === 0;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/core/src', 'packages/infra/src'];
if (isStale('apps/web/dist/index.html', webSources)) {
  if (!step('Building the web app (apps/web/dist missing or older than its sources)', npm, ['run', '-w', '@cible/web', 'build'])) {
    process.stderr.write(
      '\n⚠ The web app did not build: the API starts anyway (the browser shows what is served from apps/web/dist, or a "not built" page).\n\n',
    );
  }
} else {
  process.stdout.write('Web app: apps/web/dist is up to date.\n');
}

const apiSources = ['apps/api/src', 'apps/api/scripts/build.mjs', 'apps/api/package.json', 'packages/core/src'];
if (isStale('apps/api/dist/main.js', apiSources)) {
  if (!step('Building the API bundle', process.execPath, [join(apiRoot, 'scripts', 'build.mjs')])) {
    process.stderr.write('The API bundle did not build.\n');
    process.exit(1);
  }
} else {
  process.stdout.write('API bundle: apps/api/dist is up to date.\n');
}

process.env.CIBLE_LAUNCHED_AT = String(launchedAt);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(apiRoot, 'dist', 'main.js')).href);

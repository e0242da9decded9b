// Bundles the API for `npm start`: dist/main.js (the server), dist/pglite-worker.js (the embedded database
// worker, loaded by main.js from beside it), dist/db-cli.js (backup/restore), dist/data-cli.js (data:load) and
// dist/migrations/ (the SQL that main.js applies at start-up). @cible/core is bundled from its TypeScript sources
// (the `@cible/source` export condition);
// every other package stays external and is loaded from node_modules at run time (PGlite finds its .wasm/.data
// files next to its own code).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !name.startsWith('@cible/'))
  .flatMap((name) => [name, `${name}/*`]);

const startedAt = performance.now();
rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'pglite-worker': 'src/db/embedded/pglite-worker.ts',
    'db-cli': 'src/cli/db-cli.ts',
    'data-cli': 'src/cli/data-cli.ts',
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Each entry is one file (no shared chunks), so `new URL('./x', import.meta.url)` resolves beside it.
  splitting: false,
  // @cible/core from its TypeScript sources (its package exports dist/ to plain Node); `module` is esbuild's default.
  conditions: ['@cible/source', 'module'],
});
cpSync(join(root, 'src', 'db', 'migrations'), join(dist, 'migrations'), { recursive: true });
console.log(`@cible/api built into dist/ in ${Math.round(performance.now() - startedAt)} ms`);

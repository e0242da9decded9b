// Builds @cible/core for plain Node (its second user: developers who reuse core's rules in their own scripts):
//   dist/index.js      one ES module bundled by esbuild from src/index.ts (zod and luxon stay external imports;
//                      the JSON text files are inlined), with its source map;
//   dist/types/        the type declarations emitted by tsc (tsconfig.build.json), their relative imports given
//                      explicit `.js` / `/index.js` extensions so that `moduleResolution: node16/nodenext` projects
//                      resolve them too, and the JSON files they import copied beside them.
// The workspace itself never reads dist/: its tools resolve `@cible/core` to src/ through the `@cible/source`
// export condition (docs/core-library.md).
//   node packages/core/scripts/build.mjs [--out-dir <dir>]   (default: packages/core/dist)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outIndex = process.argv.indexOf('--out-dir');
const dist = outIndex > 0 ? resolve(process.argv[outIndex + 1] ?? '') : join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

const startedAt = performance.now();
rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ['src/index.ts'],
  outfile: join(dist, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
const bundledAt = performance.now();

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const declarations = join(dist, 'types');
const emitted = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', declarations], { stdio: 'inherit' });
if (emitted.status !== 0) {
  console.error('@cible/core: the type declarations did not build.');
  process.exit(1);
}

/** Every file under a folder. */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Relative specifiers of the declarations, made explicit for Node's ESM resolution: `./x` → `./x.js` (x.d.ts) or
// `./x/index.js` (x/index.d.ts); `./x.json` stays, and the JSON file is copied from src beside the declaration.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;
let rewritten = 0;
for (const file of filesUnder(declarations).filter((path) => path.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (match, keyword, quote, specifier) => {
    const target = resolve(dirname(file), specifier);
    if (specifier.endsWith('.json')) {
      const source = join(root, 'src', relative(declarations, target));
      if (!existsSync(target)) cpSync(source, target);
      return match;
    }
    if (existsSync(`${target}.d.ts`)) return `${keyword}${quote}${specifier}.js${quote}`;
    if (existsSync(join(target, 'index.d.ts'))) return `${keyword}${quote}${specifier.replace(/\/$/, '')}/index.js${quote}`;
    throw new Error(`${relative(root, file)}: cannot resolve ${specifier}`);
  });
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}

const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(
  `@cible/core built into ${relative(process.cwd(), dist) || '.'}: bundle ${seconds(bundledAt - startedAt)} s, ` +
    `declarations ${seconds(performance.now() - bundledAt)} s (${rewritten} files with explicit extensions)`,
);

// Build step: writes a gzip (.gz) and a Brotli (.br) copy beside every text file of the build (scripts, styles,
// index.html, SVG), so that the API sends them compressed without compressing on each request (@fastify/static's
// `preCompressed`, apps/api/src/server/register-web-app.ts). Figures: docs/performance.md.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing (source maps are fetched by developer tools only). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this size the compressed copy saves less than the headers cost. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Compresses every text file of `dir` (gzip level 9, Brotli quality 11); answers how many were compressed. */
export function compressDirectory(dir: string): number {
  let count = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || path.startsWith(join(dir, '.vite'))) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    );
    count++;
  }
  return count;
}

/** The Vite plugin: runs once the whole build is written (after the prerendering of index.html). */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'cible:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressDirectory(outDir);
      },
    },
  };
}

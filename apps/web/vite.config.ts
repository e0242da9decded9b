import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './build-tools/compressAssets';
import { prerenderFirstPaint } from './build-tools/prerenderFirstPaint';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  // `@cible/core` from its TypeScript sources (its package exports dist/ to plain Node; docs/core-library.md).
  resolve: { conditions: ['@cible/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@cible/source', ...defaultServerConditions] } },
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: here('./src/routes'), generatedRouteTree: here('./src/routeTree.gen.ts') }),
    react(),
    // After the build: the login form and the application frame rendered into index.html (docs/adr/009).
    prerenderFirstPaint(),
    // Last: gzip and Brotli copies of the finished build, sent as they are by the API.
    compressAssets(),
  ],
  // The manifest (dist/.vite/manifest.json) lets the performance-budget test find the entry chunk and the lazy routes.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // core and infra are plain modules of declarations (catalogues, zod schemas, endpoint tables, classes): a
      // module none of whose exports is used is dropped. Without this, every catalogue and port schema of core
      // landed in the first chunk (docs/performance.md).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](core|infra)[\\/]src[\\/]/.test(id) },
      // Every module the entry loads statically ('$initial') in one chunk: the first route is one file instead of
      // 27 small ones (one gzip stream compresses better, no per-chunk glue; −8.8 KiB gzipped, docs/performance.md).
      // The lazy routes stay lazy chunks of their own and import what they share with the first route from it.
      output: {
        codeSplitting: { groups: [{ name: 'first-route', tags: ['$initial'] }] },
        // The lazy chunks named by their hash alone: the first route lists every chunk it may preload (Vite's
        // `__vite__mapDeps`, about 250 file names), and their readable names cost 1.0 KiB gzipped there. The manifest
        // (dist/.vite/manifest.json) and the source maps still say which source each chunk holds (docs/performance.md).
        chunkFileNames: 'assets/c-[hash].js',
      },
    },
  },
  server: { proxy: { '/v1': { target: 'http://127.0.0.1:3000', ws: true }, '/v2': { target: 'http://127.0.0.1:3000' } } },
});

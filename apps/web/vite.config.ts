import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: here('./src/routes'), generatedRouteTree: here('./src/routeTree.gen.ts') }),
    react(),
  ],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/v1': { target: 'http://127.0.0.1:3000', ws: true } } },
});

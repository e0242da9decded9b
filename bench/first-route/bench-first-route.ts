// The first-route JavaScript floor of the design card's stack (docs/adr/006-first-route-budget.md).
//
// Builds, with the app's own Vite and React plugin, a probe page that uses each library the design card mandates for
// the web app the least a page can (React DOM render, one TanStack route, one i18next text, one MobX observable read by
// an observer, one inversify binding, one zod parse), then the same probe without each library in turn, and prints the
// gzipped size of each build beside the app's real first route (apps/web/dist, rebuilt when stale).
// Then measures the real pages (measure-pages.ts): /login and a logged-in user's home page, served by the real API,
// cold cache, desktop and mobile throttling profile: FCP, LCP, CLS (Chromium's performance entries) and the scripts
// loaded, median of BENCH_RUNS runs (5 by default).
//
// Run: npm run bench:first-route   (BENCH_PARTS=pages or =floor to run one part; BENCH_RUNS=5)
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { REPO_ROOT, ensureApiBuild, ensureWebBuild } from '../../scripts/build-if-stale';
import { firstRouteFiles } from '../../scripts/first-route-files';
import { measurePages } from './measure-pages';

type Library = 'zod' | 'inversify' | 'i18next' | 'mobx' | 'router';

/** The probe's source with the listed libraries left out (each replaced by the least plain code doing the same). */
function probeSource(without: readonly Library[]): string {
  const has = (library: Library) => !without.includes(library);
  return [
    has('inversify') ? "import 'reflect-metadata/lite';" : '',
    "import { createRoot } from 'react-dom/client';",
    has('router') ? "import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';" : '',
    has('i18next') ? "import i18next from 'i18next';\nimport { initReactI18next, useTranslation } from 'react-i18next';" : '',
    has('mobx') ? "import { makeAutoObservable } from 'mobx';\nimport { observer } from 'mobx-react-lite';" : "import { useState } from 'react';",
    has('inversify') ? "import { Container, injectable } from 'inversify';" : '',
    has('zod') ? "import { z } from 'zod';" : '',
    has('i18next') ? "void i18next.use(initReactI18next).init({ lng: 'fr', resources: { fr: { translation: { hi: 'Bonjour' } } } });" : '',
    has('zod') ? 'const Answer = z.object({ jwt: z.string().min(1) });' : '',
    has('inversify') ? '@injectable()' : '',
    has('mobx') ? 'class Store { value = 1; constructor() { makeAutoObservable(this); } inc() { this.value++; } }' : 'class Store { value = 1; inc() { this.value++; } }',
    has('inversify') ? 'const container = new Container();\ncontainer.bind(Store).toSelf().inSingletonScope();\nconst store = container.get(Store);' : 'const store = new Store();',
    has('i18next') ? '' : 'const useTranslation = () => ({ t: (key: string) => key });',
    `const View = ${has('mobx') ? 'observer(' : ''}() => {`,
    '  const { t } = useTranslation();',
    has('mobx') ? '' : '  const [, setTick] = useState(0);',
    `  const check = ${has('zod') ? "Answer.safeParse(JSON.parse('{\"jwt\":\"a\"}')).success" : "typeof JSON.parse('{\"jwt\":\"a\"}').jwt === 'string'"};`,
    `  return <p onClick={() => { store.inc(); ${has('mobx') ? '' : 'setTick((tick) => tick + 1); '}console.log(check); }}>{t('hi')} {store.value}</p>;`,
    `}${has('mobx') ? ')' : ''};`,
    has('router')
      ? "const router = createRouter({ routeTree: createRootRoute({ component: View }) });\ncreateRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);"
      : "createRoot(document.getElementById('root')!).render(<View />);",
  ]
    .filter(Boolean)
    .join('\n');
}

const gzippedJs = (dir: string, files: readonly string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file))).length, 0);

/** Builds the probe without `without` and answers its gzipped JavaScript in bytes. */
async function probeSize(workDir: string, without: readonly Library[]): Promise<number> {
  const root = join(workDir, without.join('-') || 'all');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>');
  writeFileSync(join(root, 'main.tsx'), probeSource(without));
  const outDir = join(root, 'dist');
  await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir, emptyOutDir: true } });
  const assets = join(outDir, 'assets');
  return gzippedJs(assets, readdirSync(assets).filter((file) => file.endsWith('.js')));
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB (${(bytes / 1024).toFixed(1)} KiB)`;

async function floorProbes(): Promise<void> {
  // Inside the repository so that the probe resolves the workspace's node_modules; removed at the end.
  const workDir = join(REPO_ROOT, 'bench', 'first-route', '.probe');
  rmSync(workDir, { recursive: true, force: true });
  try {
    const floor = await probeSize(workDir, []);
    console.log(`Floor of the mandated stack (React DOM, TanStack Router, i18next, MobX, inversify, zod): ${kB(floor)}`);
    for (const library of ['zod', 'inversify', 'i18next', 'mobx', 'router'] as const) {
      const without = await probeSize(workDir, [library]);
      console.log(`  ${library.padEnd(9)} costs ${kB(floor - without)} (probe without it: ${kB(without)})`);
    }
    const reactOnly = await probeSize(workDir, ['zod', 'inversify', 'i18next', 'mobx', 'router']);
    console.log(`  React DOM alone: ${kB(reactOnly)}`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const parts = (process.env.BENCH_PARTS ?? 'floor,pages').split(',');
  if (parts.includes('floor')) await floorProbes();
  ensureWebBuild();
  const dist = join(REPO_ROOT, 'apps', 'web', 'dist');
  const files = firstRouteFiles(dist);
  console.log(`The app's first route (${files.length} files, apps/web/dist): ${kB(gzippedJs(dist, files))}`);
  if (!parts.includes('pages')) return;
  ensureApiBuild();
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  console.log(`Pages (median of ${runs} cold loads after one warm-up; mobile = slow 4G 150 ms RTT 1.6 Mbit/s, CPU ×4):`);
  await measurePages(runs, (line) => console.log(line));
}

await main();

// Lighthouse on the real app, as issue 13 states its first-load goals: /login and the home page of a logged-in demo
// user, Lighthouse's desktop preset and its default mobile profile (simulated slow 4G, CPU × 4), performance category
// only, each run in a fresh Chromium profile (cold cache). Lighthouse itself is installed on demand into
// bench/lighthouse (pinned there; the suite never needs it). The logged-in runs get the session and time-zone cookies
// the web app writes after a login, put into the profile beforehand (Lighthouse keeps them: --disable-storage-reset
// on a new profile is still a cold cache).
//
// Run: npm run bench:lighthouse   (BENCH_RUNS=3; BENCH_THROTTLING=simulate (Lighthouse's default) or devtools)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT, ensureApiBuild, ensureWebBuild } from '../../scripts/build-if-stale';
import { CHROMIUM_PATH } from '../../apps/web/e2e/support/browser';
import { startApi } from '../../apps/web/e2e/support/apiServer';
import { DEMO_PASSWORD } from '../../apps/web/e2e/support/demoAccounts';
import { HOME_ACCOUNT } from './measure-pages';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const THROTTLING = process.env.BENCH_THROTTLING ?? 'simulate';
const LIGHTHOUSE_DIR = join(REPO_ROOT, 'bench/lighthouse');
const LIGHTHOUSE_CLI = join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Figures {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly si: number;
  readonly lcpElement: string;
}

interface LighthouseReport {
  readonly finalDisplayedUrl: string;
  readonly categories: { readonly performance: { readonly score: number } };
  readonly audits: Record<string, { numericValue?: number; details?: { items?: { items?: { node?: { snippet?: string } }[] }[] } }>;
}

/** A fresh Chromium profile holding the cookies (none for a visitor). */
async function profileWith(cookies: readonly { name: string; value: string }[], baseUrl: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'cible-lighthouse-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, headless: true, args: CHROME_FLAGS.slice(1) });
  const expires = Math.floor(Date.now() / 1000) + 3000;
  await context.addCookies(cookies.map(({ name, value }) => ({ name, value, domain: new URL(baseUrl).hostname, path: '/', sameSite: 'Lax' as const, expires })));
  await context.close();
  return dir;
}

function lighthouse(url: string, profile: string, preset: 'desktop' | 'mobile'): Figures {
  const output = join(profile, 'report.json');
  execFileSync(process.execPath, [
    LIGHTHOUSE_CLI, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${output}`,
    `--throttling-method=${THROTTLING}`, '--disable-storage-reset', `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ], { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 });
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse ended on ${report.finalDisplayedUrl}, not ${url}`);
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, seen on a cold profile): a run is tried again, twice at most, with a new profile. */
const ATTEMPTS = 3;

async function measuredRun(url: string, cookies: readonly { name: string; value: string }[], preset: 'desktop' | 'mobile', baseUrl: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    const profile = await profileWith(cookies, baseUrl);
    try {
      return lighthouse(url, profile, preset);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`(Lighthouse run failed, attempt ${attempt} of ${ATTEMPTS}: trying again)`);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  if (!existsSync(LIGHTHOUSE_CLI)) {
    console.log('Installing Lighthouse into bench/lighthouse (once)…');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', LIGHTHOUSE_DIR], { stdio: 'inherit' });
  }
  ensureWebBuild();
  ensureApiBuild();
  const api = await startApi();
  try {
    const login = await fetch(`${api.baseUrl}/v1/authentication/auth/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: HOME_ACCOUNT, password: DEMO_PASSWORD }) });
    const { jwt } = (await login.json()) as { jwt: string };
    const pages = [
      { name: 'login', path: '/login', cookies: [] },
      { name: 'home', path: '/', cookies: [{ name: 'cible_token', value: jwt }, { name: 'cible_zone', value: 'Europe%2FParis' }] },
    ] as const;
    console.log(`Lighthouse ${JSON.parse(readFileSync(join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/package.json'), 'utf8')).version}, throttling ${THROTTLING}, median of ${RUNS} cold runs (performance score, ms):`);
    for (const preset of ['desktop', 'mobile'] as const) {
      for (const page of pages) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await measuredRun(`${api.baseUrl}${page.path}`, page.cookies, preset, api.baseUrl));
        }
        const pick = (key: keyof Omit<Figures, 'lcpElement'>) => median(runs.map((run) => run[key]));
        console.log(
          `${page.name.padEnd(5)} ${preset.padEnd(7)} score ${String(pick('score')).padStart(3)}  FCP ${pick('fcp').toFixed(0).padStart(5)}  LCP ${pick('lcp').toFixed(0).padStart(5)}  TBT ${pick('tbt').toFixed(0).padStart(5)}  CLS ${pick('cls').toFixed(3)}  SI ${pick('si').toFixed(0).padStart(5)}  load ${loadavg()[0]!.toFixed(1)}  [scores ${runs.map((run) => run.score).join('/')}; LCP element ${runs[0]!.lcpElement}]`,
        );
      }
    }
  } finally {
    await api.stop();
  }
}

await main();

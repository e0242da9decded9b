// First paint of the real app as a new user meets it (docs/adr/009-first-paint-without-script.md): the built web app
// served by the real API (apps/api/dist, fresh demo database), opened in Debian's Chromium with a cold cache, for
// /login and for the home page of a logged-in demo user, on a desktop profile and on the mobile throttling profile
// (slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; CPU slowed 4 times; 412 × 823 screen). FCP, LCP and
// CLS are read from Chromium's own performance entries ('paint', 'largest-contentful-paint', 'layout-shift').
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../apps/web/e2e/support/browser';
import { startApi } from '../../apps/web/e2e/support/apiServer';
import { submitLogin } from '../../apps/web/e2e/support/loginThroughPage';

export type ProfileName = 'desktop' | 'mobile';
export type PageName = 'login' | 'home';

export interface PageRun {
  readonly fcp: number;
  readonly lcp: number;
  readonly cls: number;
  /** The tag and classes of the last LCP candidate (what Chromium took as the largest paint). */
  readonly lcpElement: string;
  /** Gzipped size of every script the page loaded before it settled (bytes). */
  readonly scriptBytes: number;
  /** Bytes the browser actually received for those scripts (compressed on the wire or not). */
  readonly scriptTransferBytes: number;
}

export interface PageFigures {
  readonly page: PageName;
  readonly profile: ProfileName;
  readonly runs: readonly PageRun[];
}

/** The demo account whose home page is measured (apps/api's demo seed). */
export const HOME_ACCOUNT = 'sales@atlas.demo';

const MOBILE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const MOBILE_CPU_SLOWDOWN = 4;

/** Installed before any script of the page: records the paint entries as Chromium reports them. */
const OBSERVERS = `
window.__firstPaint = { fcp: 0, lcp: 0, cls: 0, lcpElement: '' };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__firstPaint.fcp = entry.startTime;
}).observe({ type: 'paint', buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__firstPaint.lcp = entry.startTime;
    const element = entry.element;
    window.__firstPaint.lcpElement = element ? element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/).join('.') : '') : '(removed)';
  }
}).observe({ type: 'largest-contentful-paint', buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__firstPaint.cls += entry.value;
}).observe({ type: 'layout-shift', buffered: true });
`;

async function newContext(browser: Browser, baseUrl: string, profile: ProfileName, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    storageState,
    ...(profile === 'mobile' ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : { viewport: { width: 1350, height: 940 } }),
  });
}

/** One cold load of `path` in a fresh context: navigates, waits until the React app shows `readyText`, reads the entries. */
async function measureOnce(browser: Browser, baseUrl: string, page: PageName, profile: ProfileName, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<PageRun> {
  const context = await newContext(browser, baseUrl, profile, storageState);
  try {
    const tab: Page = await context.newPage();
    tab.setDefaultTimeout(60_000);
    await tab.addInitScript(OBSERVERS);
    const scripts: Promise<{ gzip: number; transfer: number }>[] = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const body = await response.body().catch(() => Buffer.alloc(0));
          const sizes = await response.request().sizes().catch(() => ({ responseBodySize: body.length }));
          return { gzip: gzipSync(body).length, transfer: sizes.responseBodySize };
        })(),
      );
    });
    const cdp = await context.newCDPSession(tab);
    if (profile === 'mobile') {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    }
    await tab.goto(page === 'login' ? '/login' : '/', { waitUntil: 'load' });
    // The React app took over: its controls answer (the login form's submit button, the header's account menu).
    if (page === 'login') await tab.getByRole('button', { name: 'Se connecter' }).waitFor();
    else await tab.getByRole('button', { name: /^Menu du compte de / }).waitFor();
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(500);
    const figures = (await tab.evaluate('window.__firstPaint')) as { fcp: number; lcp: number; cls: number; lcpElement: string };
    const loaded = await Promise.all(scripts);
    return {
      ...figures,
      scriptBytes: loaded.reduce((sum, { gzip }) => sum + gzip, 0),
      scriptTransferBytes: loaded.reduce((sum, { transfer }) => sum + transfer, 0),
    };
  } finally {
    await context.close();
  }
}

/** The session cookies of a demo user logged in through the login page (no throttling). */
async function loggedInState(browser: Browser, baseUrl: string) {
  const context = await newContext(browser, baseUrl, 'desktop');
  try {
    const tab = await context.newPage();
    tab.setDefaultTimeout(120_000);
    await tab.goto('/login');
    await submitLogin(tab, HOME_ACCOUNT);
    await tab.getByRole('button', { name: /^Menu du compte de / }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Starts the API on the built app and measures every page × profile `runs` times (cold cache each time). */
export async function measurePages(runs: number, log: (line: string) => void): Promise<PageFigures[]> {
  const api = await startApi();
  const browser = await launchChromium();
  try {
    const home = await loggedInState(browser, api.baseUrl);
    const figures: PageFigures[] = [];
    for (const page of ['login', 'home'] as const) {
      for (const profile of ['desktop', 'mobile'] as const) {
        // One warm-up load (the server's first answers, Chromium's own caches of compiled code are per context).
        await measureOnce(browser, api.baseUrl, page, profile, page === 'home' ? home : undefined);
        const pageRuns: PageRun[] = [];
        for (let run = 0; run < runs; run++) pageRuns.push(await measureOnce(browser, api.baseUrl, page, profile, page === 'home' ? home : undefined));
        figures.push({ page, profile, runs: pageRuns });
        log(formatFigures({ page, profile, runs: pageRuns }));
      }
    }
    return figures;
  } finally {
    await browser.close();
    await api.stop();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

export function formatFigures({ page, profile, runs }: PageFigures): string {
  const lcpElements = [...new Set(runs.map((run) => run.lcpElement))].join(', ');
  return [
    `${page.padEnd(5)} ${profile.padEnd(7)}`,
    `FCP ${ms(median(runs.map((run) => run.fcp))).padStart(8)}`,
    `LCP ${ms(median(runs.map((run) => run.lcp))).padStart(8)}`,
    `CLS ${median(runs.map((run) => run.cls)).toFixed(3)}`,
    `JS ${(median(runs.map((run) => run.scriptBytes)) / 1024).toFixed(1)} KiB gz (${(median(runs.map((run) => run.scriptTransferBytes)) / 1024).toFixed(1)} KiB on the wire)`,
    `load ${loadavg()[0]!.toFixed(1)}`,
    `[LCP ${runs.map((run) => Math.round(run.lcp)).join('/')}; element ${lcpElements}]`,
  ].join('  ');
}

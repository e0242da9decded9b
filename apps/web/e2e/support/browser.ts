import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run in CI); playwright downloads no browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where screenshots go (git-ignored): apps/web/e2e/artifacts/. */
export const ARTIFACTS_DIR = join(dirname(dirname(fileURLToPath(import.meta.url))), 'artifacts');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** What a page did that a test may want to check: console errors, failed requests, WebSockets opened. */
export interface PageRecord {
  readonly consoleErrors: string[];
  readonly webSockets: string[];
}

/** A fresh browser profile (no cookies) in French, Paris time, on a desktop viewport. */
export async function openPage(browser: Browser, baseUrl: string): Promise<{ context: BrowserContext; page: Page; record: PageRecord }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const record: PageRecord = { consoleErrors: [], webSockets: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') record.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => record.consoleErrors.push(String(error)));
  page.on('websocket', (socket) => record.webSockets.push(socket.url()));
  return { context, page, record };
}

/** Saves a full-page screenshot as a test artefact: apps/web/e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  // Let the page settle (lazy chunks, the top progress bar's fade) so that the picture shows the finished page.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path, fullPage: true });
  return path;
}

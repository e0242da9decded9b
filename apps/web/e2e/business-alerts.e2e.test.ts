import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { waitForDemoData } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** The counts a facet shows, by value label. */
async function facetCounts(page: Page, legend: string): Promise<Map<string, number>> {
  const facet = page.locator('fieldset', { has: page.locator('legend', { hasText: legend }) });
  const counts = new Map<string, number>();
  for (const row of await facet.locator('label').all()) {
    const name = (await row.locator('[class*="facetName"]').innerText()).trim();
    const count = Number(await row.locator('[data-count]').getAttribute('data-count'));
    counts.set(name, count);
  }
  return counts;
}

/** The number of news the list says it has ("12 actualités sur …"). */
async function newsCount(page: Page): Promise<number> {
  return Number(await page.locator('[data-news-count]').getAttribute('data-news-count'));
}

/** Waits until neither the facets nor the list are loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"], [role="main"] [aria-busy="true"]') === null && document.querySelector('[data-news-count]') !== null);
}

describe('business alerts journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await waitForDemoData(baseUrl);
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the key account manager lands on business alerts, picks a facet, sees the list narrow and the counts change', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'kam@atlas.demo');
      await page.waitForURL((url) => url.pathname === '/business-alerts');
      await page.getByRole('heading', { level: 1, name: 'Alertes business' }).waitFor();
      // The default window (7 days) is chosen; widen to 365 days so that the demo data has news of several kinds.
      expect(await page.getByRole('radio', { name: '7 derniers jours' }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: '365 derniers jours' }).check({ force: true });
      await page.locator('[data-card="business-alert-news"]').first().waitFor();
      await settled(page);
      const before = await newsCount(page);
      expect(before).toBeGreaterThan(1);
      const typesBefore = await facetCounts(page, 'Type d’actualité');
      const regionsBefore = await facetCounts(page, 'Région');
      await screenshot(page, 'business-alerts');
      expect(blocking(await runAxe(page))).toEqual([]);

      // Pick the news type with the fewest news (but some): the list narrows to its count, the other facets change.
      const [label, count] = [...typesBefore].filter(([, value]) => value > 0).sort((a, b) => a[1] - b[1])[0]!;
      expect(count).toBeLessThan(before);
      const facet = page.locator('fieldset', { has: page.locator('legend', { hasText: 'Type d’actualité' }) });
      await facet.locator('label', { hasText: label }).click();
      await page.locator(`[data-news-count="${count}"]`).waitFor();
      await settled(page);
      expect(await newsCount(page)).toBe(count);
      const regionsAfter = await facetCounts(page, 'Région');
      expect(regionsAfter).not.toEqual(regionsBefore);
      // Its own facet keeps the other types on offer (multi-select).
      expect((await facetCounts(page, 'Type d’actualité')).size).toBe(typesBefore.size);
      expect(await page.locator('[data-card="business-alert-news"]').count()).toBe(Math.min(count, 12));
      await screenshot(page, 'business-alerts-picked');
    } finally {
      await context.close();
    }
  }, 120_000);
});

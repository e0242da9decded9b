import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AnalyticsUsageResponse } from '@cible/core';
import type { Browser, Page } from 'playwright-core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** Today in Paris (the analytics day), by Intl: independent of core's rule. */
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Today's usage as the API gives it to the support account. */
async function todayUsage(supportJwt: string): Promise<AnalyticsUsageResponse> {
  const today = parisToday();
  const answer = await fetch(`${baseUrl}/v1/analytics/usage?from=${today}&to=${today}`, { headers: { authorization: `Bearer ${supportJwt}` } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as AnalyticsUsageResponse;
}

const countOf = (list: AnalyticsUsageResponse['page_list'], key: string) => list.find((series) => series.key === key)?.event_count ?? 0;

/** The row of a page or feature in the usage list (its key is the row header). */
const usageRow = (page: Page, key: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });

describe('product analytics journey (page views in batches and by beacon, the support account’s usage page)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a user’s page views and quick search reach the API (batch, then beacon as the page goes away) and the support account sees them per page and per feature', async () => {
    const { jwt: supportJwt } = await fetchDemoUser(baseUrl, 'support@cible.demo');
    const before = await todayUsage(supportJwt);

    // A user navigates: the notifications page, his profile, a quick search.
    const { context, page, record } = await openPage(browser, baseUrl);
    const analyticsCalls: string[] = [];
    context.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/v1/analytics/')) analyticsCalls.push(`${request.method()} ${path}`);
    });
    try {
      await logIn(page, 'sales@atlas.demo');
      await page.goto('/personal-space/notifications');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto('/personal-space/profile');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // 5 s after the profile's page view waits, it leaves in a batch (core's ANALYTICS_DELIVERY).
      await expect.poll(() => analyticsCalls.includes('POST /v1/analytics/events'), { timeout: 8_000 }).toBe(true);
      await page.getByRole('searchbox', { name: 'Recherche rapide' }).fill('atlas');
      await page.getByRole('region', { name: 'Résultats de la recherche rapide' }).waitFor();
      // The feature event leaves 500 ms after the answer; then the page goes away: what waits leaves by beacon.
      await page.waitForTimeout(800);
      await page.close({ runBeforeUnload: true });
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
    // A beacon token for each document; the events left by beacon as each page went away (sendBeacon's requests are
    // not in the browser's request events: the API's figures below show they arrived), and by batch after 5 s.
    expect(analyticsCalls.filter((call) => call === 'POST /v1/analytics/beacon-tokens').length).toBeGreaterThanOrEqual(3);
    expect(analyticsCalls.filter((call) => call === 'POST /v1/analytics/events')).toHaveLength(1);

    // The API counted them (sendBeacon is asynchronous: poll).
    await expect
      .poll(async () => {
        const usage = await todayUsage(supportJwt);
        return [
          countOf(usage.page_list, '/personal-space/notifications') - countOf(before.page_list, '/personal-space/notifications'),
          countOf(usage.page_list, '/personal-space/profile') - countOf(before.page_list, '/personal-space/profile'),
          countOf(usage.feature_list, 'quick_search_used') - countOf(before.feature_list, 'quick_search_used'),
        ];
      }, { timeout: 15_000 })
      .toEqual([1, 1, 1]);
    const after = await todayUsage(supportJwt);

    // The support account opens the usage page from the user menu.
    const support = await openPage(browser, baseUrl);
    try {
      await logIn(support.page, 'support@cible.demo');
      await support.page.getByRole('button', { name: /^Menu du compte de / }).click();
      await support.page.getByRole('menuitem', { name: 'Statistiques d’utilisation' }).click();
      await support.page.getByRole('heading', { level: 1, name: 'Statistiques d’utilisation' }).waitFor();
      expect(new URL(support.page.url()).pathname).toBe('/support/analytics');
      const notificationsRow = usageRow(support.page, '/personal-space/notifications');
      await notificationsRow.waitFor();
      // Events and users of the period shown (the last 30 days): at least today's, as the API counts them.
      const cells = await notificationsRow.getByRole('gridcell').allTextContents();
      expect(Number(cells[0]!.replace(/\s/g, ''))).toBeGreaterThanOrEqual(countOf(after.page_list, '/personal-space/notifications'));
      await expect(usageRow(support.page, '/personal-space/profile').count()).resolves.toBe(1);
      // The chart of the most used page, with the same figures as a table.
      const chart = support.page.getByRole('img', { name: /événements par jour$/ });
      await chart.waitFor();
      expect(await chart.locator('rect[data-day]').count()).toBe(30);
      expect(await chart.locator(`rect[data-day="${parisToday()}"]`).getAttribute('data-events')).not.toBe('0');
      // The chart's table alternative: a row per day.
      await support.page.getByText('Voir les données du graphique en tableau').click();
      await expect(support.page.getByRole('grid', { name: /, par jour$/ }).getByRole('row').count()).resolves.toBe(31);
      await support.page.mouse.move(10, 700);
      // The user menu's exit animation may still be fading out on a busy machine (axe then reads its near-transparent
      // text as a contrast failure, CI of 29 November): check the page once it is gone.
      await support.page.getByRole('menu').waitFor({ state: 'detached' });
      await support.page.locator('[data-exiting]').waitFor({ state: 'detached' });
      expect(blocking(await runAxe(support.page))).toEqual([]);
      await screenshot(support.page, 'analytics-usage-pages');

      // The features: quick search was used.
      await support.page.getByRole('tab', { name: 'Fonctionnalités' }).click();
      await usageRow(support.page, 'quick_search_used').waitFor();
      await support.page.getByRole('radio', { name: '7 derniers jours' }).check({ force: true });
      await expect.poll(() => support.page.getByRole('img', { name: /événements par jour$/ }).locator('rect[data-day]').count()).toBe(7);
      await screenshot(support.page, 'analytics-usage-features');
      expect(support.record.consoleErrors).toEqual([]);
    } finally {
      await support.context.close();
    }
  });

  it('another user has no link to the usage page, and the page itself sends him away', async () => {
    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'manager@atlas.demo');
      await page.getByRole('button', { name: /^Menu du compte de / }).click();
      await page.getByRole('menu').waitFor();
      await expect(page.getByRole('menuitem', { name: 'Statistiques d’utilisation' }).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await page.goto('/support/analytics');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { QUICK_SEARCH_TOTAL_CAP, QuickSearchResponseSchema, formatQuickSearchTotal } from '@cible/core';
import type { QuickSearchResponse } from '@cible/core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser, waitForDemoData } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

async function quickSearchAs(login: string, text: string, page = 'limit=6'): Promise<QuickSearchResponse> {
  const { jwt } = await fetchDemoUser(baseUrl, login);
  const answer = await fetch(`${baseUrl}/v1/quick-search?text=${encodeURIComponent(text)}&${page}`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(answer.status).toBe(200);
  return QuickSearchResponseSchema.parse(await answer.json());
}

describe('quick search journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    await waitForDemoData(baseUrl);
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('a sales user searches a company, sees four columns and opens the company in a new tab', async () => {
    // A company name taken from the API: the first company a one-letter search finds, searched by its first word.
    const first = (await quickSearchAs('sales@atlas.demo', 'a')).companies.data[0];
    const word = first?.name?.split(/\s+/)[0];
    expect(word).toBeTruthy();
    const expected = await quickSearchAs('sales@atlas.demo', word!);
    const target = expected.companies.data[0]!;

    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      await page.getByRole('searchbox', { name: 'Recherche rapide' }).fill(word!);
      const results = page.getByRole('region', { name: 'Résultats de la recherche rapide' });
      await results.waitFor();
      await page.locator('[data-state="shown"]').waitFor();
      for (const [title, total] of [
        ['Entreprises', expected.companies.total],
        ['Contacts', expected.personsActive.total],
        ['Actualités', expected.news.total],
        ['Conférences', expected.conferences.total],
      ] as const) {
        const column = results.getByRole('region', { name: new RegExp(`^${title}`) });
        expect(await column.getByRole('heading').textContent()).toContain(title);
        await expect(column.locator('[data-total]').textContent()).resolves.toBe(total > 1000 ? '1 000+' : String(total).replace(/\B(?=(\d{3})+(?!\d))/g, ' '));
      }
      await screenshot(page, 'quick-search-sales');
      expect(blocking(await runAxe(page))).toEqual([]);

      const link = results.getByRole('link', { name: new RegExp(target.name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
      expect(await link.getAttribute('target')).toBe('_blank');
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState();
      expect(new URL(popup.url()).pathname).toBe(`/account/${target.id}`);
      await popup.close();

      await page.keyboard.press('Escape');
      await results.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('the results page pages past the first 50 results with the keyboard, the page in the address', async () => {
    // "a": hundreds of companies in the demo data.
    const pageFour = (await quickSearchAs('sales@atlas.demo', 'a', 'limit=20&offset=60&column=companies')).companies;
    expect(pageFour.total).toBeGreaterThan(80);
    expect(pageFour.data).toHaveLength(20);
    const total = formatQuickSearchTotal(pageFour.total, pageFour.total_capped === true, QUICK_SEARCH_TOTAL_CAP);

    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      await page.goto('/quick-search?search=a&view=companies');
      const results = page.getByRole('list', { name: 'Entreprises, page 1' });
      await results.waitFor();
      expect(await results.getByRole('listitem').count()).toBe(20);
      await page.getByText(`1–20 sur ${total}`).waitFor();
      const pageOneNames = await results.getByRole('listitem').allTextContents();

      // Next page three times with the keyboard (Enter on "Page suivante"), to results 61–80.
      for (let step = 2; step <= 4; step += 1) {
        await page.getByRole('button', { name: 'Page suivante' }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('list', { name: `Entreprises, page ${step}` }).waitFor();
      }
      await page.getByText(`61–80 sur ${total}`).waitFor();
      expect(new URL(page.url()).searchParams.get('page')).toBe('4');
      const list = page.getByRole('list', { name: 'Entreprises, page 4' });
      const names = await list.getByRole('listitem').allTextContents();
      expect(names).toHaveLength(20);
      expect(names.filter((name) => pageOneNames.includes(name))).toEqual([]);

      // The first result of the new page holds the focus; arrows move between results; Enter opens the focused one (a new tab).
      await page.waitForFunction(() => document.activeElement?.closest('li')?.parentElement?.getAttribute('aria-label') === 'Entreprises, page 4');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const third = await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.pathname);
      expect(third).toMatch(/^\/account\/\d+$/);
      expect(names[2]).toContain((await list.getByRole('link').nth(2).textContent())!.replace(/\s*\(s’ouvre dans un nouvel onglet\)$/, ''));
      // The same page asked of the API now holds the same companies in the same order.
      const again = (await quickSearchAs('sales@atlas.demo', 'a', 'limit=20&offset=60&column=companies')).companies.data;
      expect(names.map((name, index) => name.includes(again[index]!.name!))).toEqual(names.map(() => true));
      expect(third).toBe(`/account/${again[2]!.id}`);
      await screenshot(page, 'quick-search-results-page-4');
      expect(blocking(await runAxe(page))).toEqual([]);
      const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      await popup.waitForLoadState();
      expect(new URL(popup.url()).pathname).toBe(third);
      await popup.close();

      // Reloading the address opens the same page.
      await page.reload();
      await page.getByRole('list', { name: 'Entreprises, page 4' }).waitFor();
      expect(await page.getByRole('list', { name: 'Entreprises, page 4' }).getByRole('listitem').allTextContents()).toEqual(names);
    } finally {
      await context.close();
    }
  });

  it('a sales PME user sees the companies hidden by the licence blurred, with the tooltip', async () => {
    // A text that returns a company not visible to the licence: asked to the API as that user.
    const answer = await quickSearchAs('sales-pme@atlas.demo', 'a');
    const blurred = answer.companies.data.find((card) => card.blurred);
    expect(blurred).toBeDefined();
    expect(blurred?.name).toBeNull();

    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales-pme@atlas.demo');
      await page.getByRole('searchbox', { name: 'Recherche rapide' }).fill('a');
      await page.locator('[data-state="shown"]').waitFor();
      const companies = page.getByRole('region', { name: /^Entreprises/ });
      const hidden = companies.locator('[data-blurred]');
      expect(await hidden.count()).toBe(answer.companies.data.filter((card) => card.blurred).length);
      await hidden.first().focus();
      await expect(page.getByRole('tooltip').textContent()).resolves.toContain("Votre licence ne vous permet pas d'accéder à ce contenu.");
      await screenshot(page, 'quick-search-sales-pme-blurred');
      expect(blocking(await runAxe(page))).toEqual([]);

      // The results page ("see more") shows the blurred cards too.
      await page.keyboard.press('Escape');
      await page.goto(`/quick-search?search=a&view=companies`);
      await page.getByRole('tab', { name: /Entreprises/, selected: true }).waitFor();
      await page.getByRole('tabpanel').locator('[data-blurred]').first().waitFor();
      await screenshot(page, 'quick-search-results-page');
      expect(blocking(await runAxe(page))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage, screenshot } from './support/browser';
import { fetchDemoUser } from './support/demoAccounts';
import { expectedNavigationFor } from './support/expectedNavigation';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** Demo accounts of several licences (apps/api's demo seed). */
const ACCOUNTS: [string, string][] = [
  ['sales', 'sales@atlas.demo'],
  ['marketing', 'marketing@atlas.demo'],
  ['kam', 'kam@atlas.demo'],
  ['sender', 'sender@atlas.demo'],
  ['sales PME', 'sales-pme@atlas.demo'],
  ['alpha tester', 'alpha@atlas.demo'],
];

/** The visible texts of the header's navigation bar (none when the bar is empty). */
async function headerBarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  if ((await nav.count()) === 0) return [];
  return (await nav.getByRole('listitem').allTextContents()).map((text) => text.replace('(s’ouvre dans un nouvel onglet)', '').trim());
}

/** Opens the user menu with the keyboard and reads its items, then closes it. */
async function userMenuLabels(page: Page): Promise<string[]> {
  const trigger = page.getByRole('button', { name: /^Menu du compte de / });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const labels = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return labels;
}

/** The personal-space sidebar: group titles and their links. */
async function sidebar(page: Page): Promise<{ group: string; links: string[] }[]> {
  const nav = page.getByRole('navigation', { name: 'Espace personnel' });
  await nav.waitFor();
  const groups: { group: string; links: string[] }[] = [];
  for (const section of await nav.locator('section').all()) {
    const group = ((await section.getByRole('heading').textContent()) ?? '').trim();
    const links = (await section.getByRole('listitem').allTextContents()).map((text) => text.trim());
    groups.push({ group, links });
  }
  return groups;
}

describe('logged-in journeys per licence (core’s matrix, built routes only)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(ACCOUNTS)('%s: landing page, header, user menu and personal-space sidebar', async (name, login) => {
    const { user } = await fetchDemoUser(baseUrl, login);
    const expected = expectedNavigationFor(user);
    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, login);
      await page.waitForURL((url) => url.pathname === expected.landingPath);
      if (expected.landingPath === '/') {
        await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toContain(user.first_name);
      }
      expect(await headerBarLabels(page)).toEqual(expected.headerBar);
      expect(await userMenuLabels(page)).toEqual(expected.userMenu);
      await screenshot(page, `home-${name.replace(/\s+/g, '-')}`);

      if (expected.firstSidebarPage) {
        await page.goto(expected.firstSidebarPage);
        expect(await sidebar(page)).toEqual(expected.sidebar);
        if (name === 'sales' || name === 'sender') await screenshot(page, `personal-space-${name}`);
      } else {
        expect(expected.sidebar).toEqual([]);
      }
      // The real-time socket (notifications feature): only to the API's socket path, never elsewhere.
      expect(record.webSockets.every((url) => new URL(url).pathname === '/v1/web-socket/socket')).toBe(true);
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blocking, runAxe } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** The bell button (its name carries the unseen count: "Notifications" or "Notifications, 3 non lues"). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, .* non lues?)?$/ });

/** axe's serious and critical violations of the page (the bell panel and the notifications pages, header included). */
async function notificationViolations(page: Page): Promise<string[]> {
  return blocking(await runAxe(page));
}

/** The token the page uses (its session cookie): the notification is created for THIS user. */
async function pageToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'cible_token');
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

describe('notifications journey (bell, real-time socket, notifications page)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a notification created through the API appears in the bell without reload; opening the panel clears the badge', async () => {
    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      await bell(page).waitFor();
      // The socket is open before the notification is created (it is pushed, not polled).
      await expect.poll(() => record.webSockets.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(new URL(record.webSockets[0]!).pathname).toBe('/v1/web-socket/socket');
      // Start from an empty bell: open the panel once (marks every unseen viewed) and close it.
      await bell(page).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'detached' });
      await expect.poll(async () => bell(page).getAttribute('aria-label')).toBe('Notifications');
      await screenshot(page, 'notifications-bell-empty');

      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      // The bell takes the pushed notification from the socket message: it does not ask the list again.
      const listCalls: string[] = [];
      const recordListCall = (request: { url(): string }) => {
        if (new URL(request.url()).pathname.startsWith('/v1/notification/notifications/list')) listCalls.push(request.url());
      };
      page.on('request', recordListCall);
      const companyName = `Bout-en-bout ${Date.now()}`;
      const created = await fetch(`${baseUrl}/v1/dev/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await pageToken(page)}` },
        body: JSON.stringify({ type: 'inquiry_done', payload: { inquiry_company_name: companyName, status_id: 3 } }),
      });
      expect(created.status).toBe(201);
      const { wording_fr: wording } = (await created.json()) as { wording_fr: string };
      expect(wording).toBe(`Votre demande concernant ${companyName} a abouti avec succès.`);

      // Pushed through the socket: the badge shows 1, with no reload of the page.
      await page.getByRole('button', { name: 'Notifications, 1 non lue' }).waitFor({ timeout: 10_000 });
      expect(navigations).toEqual([]);
      expect(listCalls).toEqual([]);
      page.off('request', recordListCall);
      await screenshot(page, 'notifications-bell-badge');

      await bell(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByText(wording).waitFor();
      await panel.getByText(/il y a quelques secondes à \d\d:\d\d/).waitFor();
      // Opening marked it viewed: the badge is gone at once.
      await expect.poll(async () => page.getByRole('button', { name: 'Notifications', exact: true, includeHidden: true }).count()).toBe(1);
      await screenshot(page, 'notifications-bell-panel');
      expect(await notificationViolations(page)).toEqual([]);

      // A click outside closes the panel; the reloaded list is empty.
      await page.mouse.click(5, 400);
      await panel.waitFor({ state: 'detached' });
      await expect.poll(async () => bell(page).getAttribute('aria-label')).toBe('Notifications');

      // The notifications page lists it, read.
      await page.goto('/personal-space/notifications');
      const list = page.getByRole('list', { name: 'Notifications' });
      const row = list.getByRole('listitem').filter({ hasText: wording });
      await row.waitFor();
      await expect(row.innerText()).resolves.toContain('Lue');
      await screenshot(page, 'notifications-page');
      expect(await notificationViolations(page)).toEqual([]);

      // Filtering on unread: it is not there, and the filter is in the URL.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('radiogroup', { name: 'État' }).getByText('Non lues', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Non lues' }).isChecked()).resolves.toBe(true);
      await expect.poll(() => new URL(page.url()).searchParams.get('seen')).toMatch(/^"?unseen"?$/);
      await expect.poll(async () => page.getByText(wording).count()).toBe(0);
      expect(record.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the settings page saves the newsletter switches', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      await page.goto('/personal-space/notifications/settings');
      const disabled = page.getByRole('switch', { name: 'Ne plus recevoir la newsletter' });
      await disabled.waitFor();
      const before = await disabled.isChecked();
      await disabled.click({ force: true });
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('La modification a bien été enregistrée').waitFor();
      await screenshot(page, 'notifications-settings');
      expect(await notificationViolations(page)).toEqual([]);
      await page.reload();
      await page.getByRole('switch', { name: 'Ne plus recevoir la newsletter' }).waitFor();
      await expect(page.getByRole('switch', { name: 'Ne plus recevoir la newsletter' }).isChecked()).resolves.toBe(!before);
    } finally {
      await context.close();
    }
  });
});

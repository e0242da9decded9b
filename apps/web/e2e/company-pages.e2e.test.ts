import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, screenshot } from './support/browser';
import { DEMO_PASSWORD, waitForDemoData } from './support/demoAccounts';
import { logIn } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

interface Card {
  readonly id: number;
  readonly name: string | null;
  readonly is_visible_pme: boolean;
}

async function apiToken(login: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/v1/authentication/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { jwt: string }).jwt;
}

async function apiGet<T>(path: string, token: string): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

describe('company and contact pages', () => {
  let browser: Browser;
  let visible: Card;
  let hidden: Card;

  beforeAll(async () => {
    browser = await launchChromium();
    await waitForDemoData(baseUrl, 60_000);
    const token = await apiToken('sales@atlas.demo');
    // The first companies of the data set, read through the company endpoint itself (ids start at 1).
    const companies: (Card & { nb_contacts: number })[] = [];
    for (let id = 1; id <= 40; id += 1) companies.push(await apiGet(`/v1/companies/${id}`, token));
    visible = companies.find((card) => card.is_visible_pme && card.nb_contacts > 1)!;
    hidden = companies.find((card) => !card.is_visible_pme)!;
    expect(visible).toBeDefined();
    expect(hidden).toBeDefined();
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a company (card, contacts, news) and opens a contact page in a new tab', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      await page.goto(`/account/${visible.id}`);
      await page.getByRole('heading', { level: 1, name: visible.name! }).waitFor();
      const contacts = page.getByRole('region', { name: 'Contacts' });
      await contacts.getByRole('listitem').first().waitFor();
      await page.getByRole('region', { name: 'Actualités' }).waitFor();
      const logo = page.locator('img[src*="/v1/media/company-logos/"]').first();
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await screenshot(page, 'company-page');

      const link = contacts.getByRole('link').first();
      expect(await link.getAttribute('target')).toBe('_blank');
      const [contactTab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await contactTab.waitForURL(/\/contact\/\d+\/profile$/);
      await contactTab.getByRole('heading', { level: 1 }).waitFor();
      await contactTab.getByRole('region', { name: 'Collègues' }).waitFor();
      await contactTab.getByText('Coordonnées disponibles').waitFor();
      await screenshot(contactTab, 'contact-page');
    } finally {
      await context.close();
    }
  });

  it('says an unknown company does not exist', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      await page.goto('/account/999999999');
      await page.getByRole('heading', { name: 'Cette entreprise n’existe pas' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a sales PME user a non-visible company blurred, without its name', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales-pme@atlas.demo');
      await page.goto(`/account/${hidden.id}`);
      const blurred = page.getByRole('img', { name: /Votre licence ne vous permet pas d'accéder à ce contenu\./ }).first();
      await blurred.waitFor();
      await blurred.focus();
      await page.getByRole('tooltip').waitFor();
      expect(await page.content()).not.toContain(hidden.name!);
      expect(await page.getByRole('region', { name: 'Contacts' }).count()).toBe(0);
      await screenshot(page, 'company-page-blurred');
    } finally {
      await context.close();
    }
  });
});

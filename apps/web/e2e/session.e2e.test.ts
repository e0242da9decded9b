import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, screenshot } from './support/browser';
import { submitLogin, waitForApp } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

describe('login and session journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a bad password shows the refusal and keeps the visitor on the login page', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await page.goto('/login');
      await submitLogin(page, 'marketing@atlas.demo', 'not-the-password');
      const alert = page.getByRole('alert').filter({ hasText: 'Adresse e-mail ou mot de passe incorrect.' });
      await alert.waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await expect(page.getByLabel(/^Mot de passe/).inputValue()).resolves.toBe('');
      expect((await context.cookies()).some((cookie) => cookie.name === 'cible_token')).toBe(false);
      await screenshot(page, 'login-bad-password');
    } finally {
      await context.close();
    }
  });

  it('a protected address while logged out goes to /login?redirect_to=…, and back there after login', async () => {
    const { context, page, record } = await openPage(browser, baseUrl);
    try {
      await page.goto('/personal-space/my-contract?from=e2e');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect_to')).toBe('/personal-space/my-contract?from=e2e');
      await page.getByText('Connectez-vous pour accéder à la page demandée.').waitFor();
      await screenshot(page, 'login-redirect-to');

      await submitLogin(page, 'sales@atlas.demo');
      await page.waitForURL((url) => url.pathname === '/personal-space/my-contract');
      expect(new URL(page.url()).search).toBe('?from=e2e');
      await page.getByRole('heading', { level: 1, name: 'Mon contrat' }).waitFor();
      expect((await context.cookies()).find((cookie) => cookie.name === 'cible_token')).toMatchObject({ path: '/', sameSite: 'Lax' });
      // The session opened the real-time socket with its token (notifications feature).
      expect(record.webSockets.length).toBeGreaterThan(0);
      expect(record.webSockets.every((url) => new URL(url).pathname === '/v1/web-socket/socket')).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('logging out from the user menu ends the session and comes back to the login page', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await page.goto('/login');
      await submitLogin(page, 'kam@atlas.demo');
      const trigger = page.getByRole('button', { name: /^Menu du compte de / });
      await trigger.click();
      await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect((await context.cookies()).some((cookie) => cookie.name === 'cible_token')).toBe(false);
      await page.goto('/personal-space/profile');
      await page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await context.close();
    }
  });

  it('the home page greets the user from its HTML, before any script, exactly where React then draws the greeting', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await page.goto('/login');
      await submitLogin(page, 'sales@atlas.demo');
      const heading = page.getByRole('heading', { level: 1, name: /^Bon(jour|soir) / });
      await heading.waitFor();
      const greeting = (await heading.textContent())!;
      const date = await heading.evaluate((h1) => h1.previousElementSibling?.textContent ?? '');
      expect(date).toMatch(/^\w+ \d{1,2} \w+ \d{4}$/u);
      // The app told the server the browser's zone.
      expect((await context.cookies()).find((cookie) => cookie.name === 'cible_zone')?.value).toBe('Europe%2FParis');
      const state = await context.storageState();

      // Without JavaScript: the server's HTML already says it, for this user.
      const noScript = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 800 }, javaScriptEnabled: false, storageState: state });
      const html = await noScript.newPage();
      await html.goto('/');
      const drawn = html.getByRole('heading', { level: 1 });
      expect(await drawn.textContent()).toBe(greeting);
      expect(await html.locator('#root[data-first-paint] p').first().textContent()).toBe(date);
      const before = (await drawn.boundingBox())!;
      await screenshot(html, 'home-first-paint-without-script');
      await noScript.close();

      // With JavaScript: React replaces it by the same greeting at the same place.
      const again = await context.newPage();
      await again.goto('/');
      await waitForApp(again);
      const after = (await again.getByRole('heading', { level: 1, name: greeting }).boundingBox())!;
      expect(after).toEqual(before);
      await screenshot(again, 'home-after-script');
    } finally {
      await context.close();
    }
  });

  it('what a visitor types into the login form before the script runs is still there once the app took over, and logs in', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      // Hold the scripts until the visitor has typed in the form painted by the HTML.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/login', { waitUntil: 'commit' });
      const email = page.locator('#root[data-first-paint] input[name="email"]');
      await email.waitFor();
      await email.fill('sales@atlas.demo');
      const password = page.locator('#root[data-first-paint] input[name="password"]');
      await password.fill('Demo2026!');
      release();
      await waitForApp(page);
      await expect(page.getByLabel(/^Adresse e-mail/).inputValue()).resolves.toBe('sales@atlas.demo');
      await expect(page.getByLabel(/^Mot de passe/).inputValue()).resolves.toBe('Demo2026!');
      // The focus comes back to the field the visitor was in, once the page's own effects ran.
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'password', undefined, { timeout: 5000 }).catch(async () => {
        throw new Error(`focus on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
      });
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('button', { name: /^Menu du compte de / }).waitFor();
    } finally {
      await context.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, screenshot } from './support/browser';
import { submitLogin } from './support/loginThroughPage';

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
});

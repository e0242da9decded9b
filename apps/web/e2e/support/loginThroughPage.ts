import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './demoAccounts';

/**
 * Waits until React took over the page: index.html paints the login form before any script
 * (docs/adr/009-first-paint-without-script.md) and marks its root `data-first-paint` until then.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root:not([data-first-paint])').waitFor({ state: 'attached' });
}

/** Fills the login form of the current page (once React runs it) and submits it. */
export async function submitLogin(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await waitForApp(page);
  await page.getByLabel(/^Adresse e-mail/).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Opens /login, logs in, and waits until the application header is there. */
export async function logIn(page: Page, login: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, login);
  await page.getByRole('button', { name: /^Menu du compte de / }).waitFor();
}

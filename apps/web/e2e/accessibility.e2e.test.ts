import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { blocking, runAxe } from './support/axe';
import type { AxeViolation } from './support/axe';
import { launchChromium, openPage, screenshot } from './support/browser';
import { logIn, waitForApp } from './support/loginThroughPage';

const baseUrl = inject('baseUrl');

/** Every violation axe found, per page (printed once at the end, whatever their impact). */
const report: Record<string, AxeViolation[]> = {};

async function audit(page: Page, name: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Entrance transitions (menus, modals fade in) would be measured half transparent: wait for the finite ones to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const violations = await runAxe(page);
  report[name] = violations;
  return blocking(violations);
}

describe('accessibility (axe-core: no serious or critical violation)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    const lines = Object.entries(report).map(
      ([name, violations]) => `${name}: ${violations.length === 0 ? 'no violation' : violations.map((violation) => `${violation.impact} ${violation.id} (${violation.nodes.length})`).join(', ')}`,
    );
    console.log(`axe-core results\n  ${lines.join('\n  ')}`);
  });

  it('login page', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await page.goto('/login');
      // The form is drawn by the HTML; its buttons act once React took over.
      await waitForApp(page);
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
      expect(await audit(page, 'login')).toEqual([]);
      // With the field errors and the refusal shown.
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText('Saisissez votre adresse e-mail.').waitFor();
      expect(await audit(page, 'login (errors)')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('home page and open user menu', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'manager@atlas.demo');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await audit(page, 'home')).toEqual([]);
      await page.getByRole('button', { name: /^Menu du compte de / }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      // The hover menu is non-modal: it is rendered inside the header's landmark, and still drawn under its trigger.
      expect(await menu.evaluate((element) => element.closest('header') !== null)).toBe(true);
      const trigger = await page.getByRole('button', { name: /^Menu du compte de / }).boundingBox();
      const box = await menu.boundingBox();
      expect(box!.y).toBeGreaterThan(trigger!.y + trigger!.height - 1);
      expect(Math.abs(box!.x + box!.width - (trigger!.x + trigger!.width))).toBeLessThan(24);
      await screenshot(page, 'user-menu-open');
      expect(await audit(page, 'home (user menu open)')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('profile page and the help popup', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      await page.goto('/personal-space/profile');
      await page.getByRole('textbox', { name: /^Prénom/ }).waitFor();
      expect(await audit(page, 'profile')).toEqual([]);
      await page.getByRole('button', { name: 'Nous contacter' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await audit(page, 'help popup')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  /** The other pages of the shell, each audited once it has drawn its main heading and its data. */
  const SHELL_PAGES: readonly { readonly name: string; readonly path: string; readonly ready: (page: Page) => Promise<unknown> }[] = [
    { name: 'my contract', path: '/personal-space/my-contract', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'change password', path: '/personal-space/change-password', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'connections', path: '/personal-space/connections', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'notifications', path: '/personal-space/notifications', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'notification settings', path: '/personal-space/notifications/settings', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'quick search results', path: '/quick-search?search=dupont&view=contacts', ready: (page) => page.getByRole('tabpanel').waitFor() },
    { name: 'advanced search (empty)', path: '/advanced-search', ready: (page) => page.getByText('Choisissez vos critères').waitFor() },
    { name: 'advanced search (companies)', path: `/advanced-search?target=%22companies%22&criteria=${encodeURIComponent('{"company_size_id_list":[211]}')}`, ready: (page) => page.getByRole('list', { name: 'Entreprises', exact: true }).or(page.getByText('Aucun résultat')).first().waitFor() },
    { name: 'my lists', path: '/my-lists', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'saved searches', path: '/personal-space/saved-searches', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'company segments', path: '/personal-space/company-segments', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'contact segments', path: '/personal-space/contact-segments', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'alerts', path: '/personal-space/alerts', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'templates', path: '/personal-space/templates', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'new template', path: '/personal-space/templates/edit', ready: (page) => page.getByRole('textbox').first().waitFor() },
    { name: 'test-send addresses', path: '/personal-space/bat', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
    { name: 'company page', path: '/account/3', ready: (page) => page.getByRole('region', { name: 'Contacts' }).getByRole('listitem').first().waitFor() },
    { name: 'unknown company', path: '/account/999999999', ready: (page) => page.getByRole('heading', { name: 'Cette entreprise n’existe pas' }).waitFor() },
    { name: 'page not found', path: '/cette-page-n-existe-pas', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  ];

  // About twenty pages, each audited: more than the suite's 60 s per test on a busy machine.
  it('every other page of the shell, the contact page and the notification panel', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await logIn(page, 'sales@atlas.demo');
      for (const { name, path, ready } of SHELL_PAGES) {
        await page.goto(path);
        await ready(page);
        expect({ name, blocking: await audit(page, name) }).toEqual({ name, blocking: [] });
      }
      // The contact page of the company's first contact (its link opens a new tab: followed in this one).
      await page.goto('/account/3');
      const href = await page.getByRole('region', { name: 'Contacts' }).getByRole('link').first().getAttribute('href');
      await page.goto(href!);
      await page.getByRole('region', { name: 'Collègues' }).waitFor();
      expect(await audit(page, 'contact page')).toEqual([]);
      // The notification panel, open over the page.
      await page.getByRole('button', { name: /^Notifications(, .* non lues?)?$/ }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
      expect(await audit(page, 'notification panel')).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('the public pages: forgotten password and an activation link that is no longer valid', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    try {
      await page.goto('/login');
      // The form is drawn by the HTML; its buttons act once React took over.
      await waitForApp(page);
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
      const forgotten = 'Mot de passe oublié ?';
      await page.getByRole('link', { name: forgotten }).or(page.getByRole('button', { name: forgotten })).click();
      await page.getByRole('heading', { name: 'Mot de passe oublié' }).waitFor();
      expect(await audit(page, 'forgotten password')).toEqual([]);
      await page.goto('/activate-account?token=invalide');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await audit(page, 'activation link refused')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

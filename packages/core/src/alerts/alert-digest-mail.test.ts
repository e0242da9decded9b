import { describe, expect, it } from 'vitest';
import { alertDigestMail, alertNewsLink } from './alert-digest-mail';
import type { AlertDigestMatch } from './alert-digest';

const match = (queryId: number, newsId: number, extra: Partial<AlertDigestMatch> = {}): AlertDigestMatch => ({
  queryId,
  queryName: `Alerte ${queryId}`,
  newsId,
  newsTitle: 'Levée de fonds',
  publicationDate: '2025-03-15',
  companyId: 40,
  companyName: 'ACME',
  ...extra,
});

describe('alertDigestMail', () => {
  it('names the alert and the count for one alert, in French by default, and links each news piece', () => {
    const mail = alertDigestMail({ queryIds: [1], matches: [match(1, 7), match(1, 8)] }, { firstName: 'Marie', publicUrl: 'https://app.cible.test/' });
    expect(mail.subject).toBe('Cible : 2 nouvelles actualités pour votre alerte « Alerte 1 »');
    expect(mail.text).toContain('Bonjour Marie,');
    expect(mail.text).toContain('Alerte « Alerte 1 » : 2 actualités');
    expect(mail.text).toContain('- 2025-03-15 · ACME : Levée de fonds\n  https://app.cible.test/account/40/news/business-opportunity/7');
    expect(mail.html).toContain(`<a href="https://app.cible.test/account/40/news/business-opportunity/8">Voir l'actualité</a>`);
    expect(alertDigestMail({ queryIds: [1], matches: [match(1, 7)] }, { firstName: 'M', publicUrl: 'x' }).subject).toBe('Cible : 1 nouvelle actualité pour votre alerte « Alerte 1 »');
  });

  it('counts the alerts of an aggregated e-mail and gives each alert its section', () => {
    const mail = alertDigestMail({ queryIds: [1, 2], matches: [match(1, 7), match(2, 9), match(2, 10)] }, { firstName: 'Marie', publicUrl: 'https://app' });
    expect(mail.subject).toBe('Cible : 3 nouvelles actualités pour vos 2 alertes');
    expect(mail.text.indexOf('Alerte « Alerte 1 » : 1 actualité')).toBeLessThan(mail.text.indexOf('Alerte « Alerte 2 » : 2 actualités'));
    expect(alertDigestMail({ queryIds: [1, 2], matches: [match(1, 7), match(2, 9)] }, { firstName: 'Marie', publicUrl: 'https://app', language: 'en' }).subject).toBe(
      'Cible: 2 new news items for your 2 alerts',
    );
  });

  it('escapes names and titles in the HTML part, never in the text part', () => {
    const hostile = match(1, 7, { queryName: '<b>x</b>', companyName: 'A & "B"', newsTitle: "<script>alert('t')</script>" });
    const mail = alertDigestMail({ queryIds: [1], matches: [hostile] }, { firstName: '<i>Marie</i>', publicUrl: 'https://app' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).not.toContain('<i>Marie</i>');
    expect(mail.html).toContain('&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;');
    expect(mail.html).toContain('A &amp; &quot;B&quot;');
    expect(mail.text).toContain("<script>alert('t')</script>");
  });
});

describe('alertNewsLink', () => {
  it('is the AccountNews route under the public URL', () => {
    expect(alertNewsLink('https://app.cible.test', 12, 345)).toBe('https://app.cible.test/account/12/news/business-opportunity/345');
  });
});

import { text } from '../i18n/text';
import type { TextParam } from '../i18n/text';
import { translate } from '../i18n/core-texts';
import type { TextKeysUnder } from '../i18n/text-key';
import type { TextLanguage } from '../i18n/text-language';
import { buildRoutePath, routeByName } from '../routing/route-table';
import { escapeHtml } from '../shared/escape-html';
import type { AlertDigestMailPlan } from './alert-digest';

/** What a digest e-mail needs besides its plan. */
export interface AlertDigestMailContext {
  readonly firstName: string;
  /** The app's public URL (no trailing slash): links are absolute. */
  readonly publicUrl: string;
  readonly language?: TextLanguage;
}

/** The subject and bodies of one digest e-mail. */
export interface AlertDigestMailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The link to a news piece in the app: the AccountNews route, /account/{company}/news/business-opportunity/{news}. */
export function alertNewsLink(publicUrl: string, companyId: number, newsId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}${buildRoutePath(routeByName('AccountNews'), { companyId, newsId })}`;
}

/**
 * The texts of a digest e-mail (core's i18n `mail.alertDigest.*`, French unless said otherwise): the subject names
 * the alert and the count (one alert) or the count and the number of alerts (aggregated); the body lists, alert by
 * alert, each news piece (date, company, title) with its link. Names and titles are data: quoted as they are in the
 * text part, HTML-escaped in the HTML part.
 * @rule design · alert digest e-mail: subject and body per alert or aggregated, each news piece with its link, HTML escaped
 */
export function alertDigestMail(plan: AlertDigestMailPlan, { firstName, publicUrl, language = 'fr' }: AlertDigestMailContext): AlertDigestMailContent {
  const say = (key: TextKeysUnder<'mail.alertDigest'>, params?: Readonly<Record<string, TextParam>>) => translate(text(`mail.alertDigest.${key}`, params), language);
  const count = plan.matches.length;
  const firstMatch = plan.matches[0];
  const subject =
    plan.queryIds.length === 1 && firstMatch !== undefined
      ? say('subjectOne', { count, name: firstMatch.queryName })
      : say('subjectMany', { count, alerts: plan.queryIds.length });
  const sections = plan.queryIds.map((queryId) => {
    const matches = plan.matches.filter((match) => match.queryId === queryId);
    return { name: matches[0]?.queryName ?? '', count: matches.length, matches };
  });
  const textLines = [say('greeting', { name: firstName }), '', say('intro'), ''];
  const htmlParts: string[] = [];
  for (const section of sections) {
    textLines.push(say('alertHeading', { name: section.name, count: section.count }));
    const items: string[] = [];
    for (const match of section.matches) {
      const link = alertNewsLink(publicUrl, match.companyId, match.newsId);
      textLines.push(`- ${say('item', { date: match.publicationDate, company: match.companyName, title: match.newsTitle })}`, `  ${link}`);
      items.push(
        `<li>${say('item', { date: escapeHtml(match.publicationDate), company: escapeHtml(match.companyName), title: escapeHtml(match.newsTitle) })} — <a href="${escapeHtml(link)}">${say('linkLabel')}</a></li>`,
      );
    }
    textLines.push('');
    htmlParts.push(`<h2 style="font-size:1.05em">${say('alertHeading', { name: escapeHtml(section.name), count: section.count })}</h2>\n<ul>${items.join('\n')}</ul>`);
  }
  textLines.push(say('settings'), '', say('signature'));
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${say('greeting', { name: escapeHtml(firstName) })}</p>
<p>${say('intro')}</p>
${htmlParts.join('\n')}
<p>${say('settings')}</p>
<p>${say('signature')}</p>
</body></html>`;
  return { subject, text: textLines.join('\n'), html };
}

import { text, translate } from '@cible/core';
import type { TextKeysUnder, TextLanguage, TextParam } from '@cible/core';
import { escapeHtml } from '../../mail/escape-html';
import type { OutgoingMail } from '../../mail/mailer';

export interface SupportChatAnswerMailInput {
  readonly to: string;
  readonly firstName: string;
  /** The support answer, plain text as written. */
  readonly answer: string;
  /** PUBLIC_URL/?support-chat=open: the app, with the chat panel open. */
  readonly link: string;
  /** The language of the mail: French, the product's language, unless said otherwise. */
  readonly language?: TextLanguage;
}

/**
 * The e-mail of a support answer to a user who was away (docs/support-chat.md "Away e-mail"), text and HTML: the texts
 * `mail.supportChatAnswer.*` of core's i18n files (French by default). The answer is plain text: quoted as it is in
 * the text part, escaped (line breaks kept) in the HTML part, so that nothing in it is ever read as markup.
 */
export function supportChatAnswerMail({ to, firstName, answer, link, language = 'fr' }: SupportChatAnswerMailInput): OutgoingMail {
  const say = (key: TextKeysUnder<'mail.supportChatAnswer'>, params?: Readonly<Record<string, TextParam>>) =>
    translate(text(`mail.supportChatAnswer.${key}`, params), language);
  const quoted = answer.split('\n').map((line) => `> ${line}`);
  const mailText = [
    say('greeting', { name: firstName }),
    '',
    say('answered'),
    '',
    ...quoted,
    '',
    say('openLink'),
    link,
    '',
    say('onlyOnce'),
    '',
    say('signature'),
  ].join('\n');
  const answerHtml = answer.split('\n').map(escapeHtml).join('<br>');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${say('greeting', { name: escapeHtml(firstName) })}</p>
<p>${say('answered')}</p>
<blockquote style="margin:0 0 1em;padding:.5em 1em;border-left:3px solid #d1d5db;color:#374151">${answerHtml}</blockquote>
<p><a href="${escapeHtml(link)}">${say('linkLabel')}</a></p>
<p>${say('onlyOnce')}</p>
<p>${say('signature')}</p>
</body></html>`;
  return { to, subject: say('subject'), text: mailText, html };
}

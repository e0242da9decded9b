import { text, translate } from '@cible/core';
import type { TextKeysUnder, TextLanguage, TextParam } from '@cible/core';
import type { OutgoingMail } from '../../mail/mailer';
import { escapeHtml } from '../../mail/escape-html';

export interface PasswordResetMailInput {
  readonly to: string;
  readonly firstName: string;
  /** PUBLIC_URL/change-password?token=… */
  readonly link: string;
  readonly validMinutes: number;
  /** The language of the mail: French, the product's language, unless said otherwise. */
  readonly language?: TextLanguage;
}

/**
 * The password-reset mail, text and HTML: the texts `mail.passwordReset.*` of core's i18n files (French by default);
 * in the HTML the names and the link are escaped, the texts are the files' own.
 */
export function passwordResetMail({ to, firstName, link, validMinutes, language = 'fr' }: PasswordResetMailInput): OutgoingMail {
  const say = (key: TextKeysUnder<'mail.passwordReset'>, params?: Readonly<Record<string, TextParam>>) =>
    translate(text(`mail.passwordReset.${key}`, params), language);
  const minutes = String(validMinutes);
  const mailText = [
    say('greeting', { name: firstName }),
    '',
    say('requested'),
    say('openLink', { minutes }),
    '',
    link,
    '',
    say('notYou'),
    '',
    say('signature'),
  ].join('\n');
  const anchor = `<a href="${escapeHtml(link)}">${say('linkLabel')}</a>`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${say('greeting', { name: escapeHtml(firstName) })}</p>
<p>${say('requested')}</p>
<p>${say('linkValidity', { link: anchor, minutes })}</p>
<p>${say('notYou')}</p>
<p>${say('signature')}</p>
</body></html>`;
  return { to, subject: say('subject'), text: mailText, html };
}

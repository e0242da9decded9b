import type { CaughtMail } from './caught-mail';
import { escapeHtml } from './escape-html';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1f2937}table{border-collapse:collapse}' +
  'td,th{padding:.25rem .75rem;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top}' +
  'pre{white-space:pre-wrap;background:#f9fafb;padding:1rem;border:1px solid #e5e7eb}' +
  'iframe{width:100%;height:32rem;border:1px solid #e5e7eb}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The development mailbox as an HTML table, newest first. */
export function renderCaughtMailList(mails: readonly CaughtMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.receivedAt)}</td><td>${escapeHtml(mail.envelope.to.join(', '))}</td>` +
        `<td><a href="/v1/dev/mails/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Caught mails',
    `<h1>Caught mails (${mails.length})</h1><p>Mails sent by this development server; none left the machine.</p>` +
      `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/**
 * One caught mail: headers, attachments, the text part, and the HTML part inside a sandboxed iframe
 * (no scripts, no same-origin access), since the mail's HTML is not trusted.
 */
export function renderCaughtMail(mail: CaughtMail): string {
  const header = (name: string, value: string) => `<tr><th>${name}</th><td>${escapeHtml(value)}</td></tr>`;
  const attachments = mail.attachments
    .map((attachment) => `<li>${escapeHtml(attachment.filename ?? '(unnamed)')} — ${escapeHtml(attachment.contentType)}, ${attachment.size} bytes</li>`)
    .join('');
  return page(
    mail.subject || '(no subject)',
    `<p><a href="/v1/dev/mails">← all mails</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1>` +
      `<table>${header('From', mail.from ?? '')}${header('To', mail.to.join(', '))}` +
      `${header('Envelope', `${mail.envelope.from ?? ''} → ${mail.envelope.to.join(', ')}`)}` +
      `${header('Received', mail.receivedAt)}${header('Message-ID', mail.messageId ?? '')}` +
      (mail.listUnsubscribe ? header('List-Unsubscribe', mail.listUnsubscribe) : '') +
      (mail.listUnsubscribePost ? header('List-Unsubscribe-Post', mail.listUnsubscribePost) : '') +
      `</table>` +
      (attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : '') +
      (mail.html !== null ? `<h2>HTML</h2><iframe sandbox title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>` : '') +
      (mail.text !== null ? `<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>` : ''),
  );
}

/**
 * What a browser gets instead of the mailbox without a usable session (401) or with a refused one (403): the
 * mailbox shows each account its own mails, so the reader logs in to the app first (the session cookie is read).
 */
export function renderDevMailboxRefusal(status: number): string {
  const why =
    status === 401
      ? 'This mailbox shows each account the mails sent to it: <a href="/login">log in to the app</a> first, then reload this page.'
      : 'This session cannot read the mailbox (change the expired password first).';
  return page('Caught mails', `<h1>Caught mails</h1><p>${why}</p>`);
}

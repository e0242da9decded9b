import { convert } from 'html-to-text';
import PostalMime from 'postal-mime';
import type { CaughtMail } from './caught-mail';

/** What a delivery status notification (multipart/report; report-type=delivery-status) says about the refused mail. */
export interface DeliveryReport {
  /** The first recipient's `Status:` (e.g. `5.1.1`), when given. */
  readonly status: string | null;
  /** The first recipient's `Action:` (`failed`, `delayed`…), when given. */
  readonly action: string | null;
  /** `Final-Recipient:` / `Original-Recipient:` address, when given. */
  readonly recipient: string | null;
  /** `Diagnostic-Code:`, when given (kept as the bounce's reason). */
  readonly diagnostic: string | null;
}

/** A mail read from an INBOX, as the reply handling needs it. */
export interface IncomingMail {
  readonly messageId: string | null;
  readonly from: string | null;
  readonly subject: string;
  /** The text part, or the HTML made text. */
  readonly text: string;
  /** Header values by lower-case name (the first of each). */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The Message-IDs this mail refers to: In-Reply-To and References, and for a delivery report those of the refused
   * mail it carries (`Original-Message-ID:`, the returned message's or headers' `Message-ID:`).
   */
  readonly referencedMessageIds: readonly string[];
  readonly deliveryReport: DeliveryReport | null;
  /** The Date header, when readable. */
  readonly date: Date | null;
}

const MESSAGE_ID = /<[^<>\s]+@[^<>\s]+>/g;
const idsIn = (value: string | undefined | null): string[] => (value ? [...value.matchAll(MESSAGE_ID)].map((match) => match[0]) : []);

/** A header field of a `Name: value` block (delivery-status fields, returned headers), unfolded. */
function fieldOf(block: string, name: string): string | null {
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t]+.*)*)`, 'im').exec(block);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : null;
}

const contentText = (content: unknown): string =>
  typeof content === 'string' ? content : content instanceof ArrayBuffer ? Buffer.from(content).toString('utf8') : ArrayBuffer.isView(content) ? Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8') : '';

/**
 * Reads a raw mail (RFC 5322 source) with postal-mime: threading headers, text, and the delivery status
 * notification's fields when it is one (a `message/delivery-status` part, RFC 3464).
 */
export async function readIncomingMail(source: Buffer | string): Promise<IncomingMail> {
  const email = await PostalMime.parse(source, { forceRfc822Attachments: true, attachmentEncoding: 'utf8' });
  const headers: Record<string, string> = {};
  for (const header of email.headers) if (!(header.key in headers)) headers[header.key] = header.value;
  const referenced = new Set([...idsIn(email.inReplyTo), ...idsIn(email.references)]);
  let deliveryReport: DeliveryReport | null = null;
  const contentType = (headers['content-type'] ?? '').toLowerCase();
  const parts = email.attachments.map((attachment) => ({ type: attachment.mimeType.toLowerCase(), text: contentText(attachment.content) }));
  const status = parts.find((part) => part.type === 'message/delivery-status' || part.type === 'message/global-delivery-status');
  if (status !== undefined || (contentType.startsWith('multipart/report') && contentType.includes('delivery-status'))) {
    const block = status?.text ?? '';
    const recipient = fieldOf(block, 'Final-Recipient') ?? fieldOf(block, 'Original-Recipient');
    deliveryReport = {
      status: fieldOf(block, 'Status'),
      action: fieldOf(block, 'Action')?.toLowerCase() ?? null,
      recipient: recipient === null ? null : recipient.replace(/^[a-z0-9-]+;\s*/i, '').trim(),
      diagnostic: fieldOf(block, 'Diagnostic-Code'),
    };
    for (const id of idsIn(fieldOf(block, 'Original-Message-ID') ?? fieldOf(block, 'X-Original-Message-ID'))) referenced.add(id);
    for (const part of parts) {
      if (part.type === 'message/rfc822' || part.type === 'text/rfc822-headers' || part.type === 'message/global' || part.type === 'message/global-headers') {
        for (const id of idsIn(fieldOf(part.text, 'Message-ID'))) referenced.add(id);
      }
    }
  }
  const text = email.text ?? (email.html ? convert(email.html, { wordwrap: false }) : '');
  const date = email.date ? new Date(email.date) : null;
  return {
    messageId: email.messageId ?? null,
    from: email.from && 'address' in email.from && typeof email.from.address === 'string' ? email.from.address.toLowerCase() : null,
    subject: email.subject ?? '',
    text,
    headers,
    referencedMessageIds: [...referenced],
    deliveryReport,
    date: date !== null && Number.isFinite(date.getTime()) ? date : null,
  };
}

/**
 * A mail of the local test mailbox (the SMTP catcher, ADR 022) as the reply handling reads it: what the catcher kept
 * (threading headers, Auto-Submitted, text); no delivery report (the catcher refuses nothing).
 */
export function incomingMailOfCaught(mail: CaughtMail): IncomingMail {
  const from = mail.from === null ? null : (/<([^<>]+)>\s*$/.exec(mail.from)?.[1] ?? mail.from).trim().toLowerCase();
  const date = new Date(mail.receivedAt);
  return {
    messageId: mail.messageId,
    from,
    subject: mail.subject,
    text: mail.text ?? (mail.html ? convert(mail.html, { wordwrap: false }) : ''),
    headers: mail.autoSubmitted ? { 'auto-submitted': mail.autoSubmitted } : {},
    referencedMessageIds: [...new Set([...idsIn(mail.inReplyTo), ...idsIn(mail.references)])],
    deliveryReport: null,
    date: Number.isFinite(date.getTime()) ? date : null,
  };
}

import { ImapFlow } from 'imapflow';
import type { InboxPosition } from '../../mail/read-new-inbox-mails';

/** The bounce mailbox of CAMPAIGN_BOUNCE_IMAP_URL (`imaps://user:pass@host:port/INBOX`; `imap://` for a loopback test server). */
export interface CampaignBounceMailbox {
  readonly host: string;
  readonly port: number;
  /** TLS from the first byte (imaps), else plain text (imap://, STARTTLS when the server offers it). */
  readonly secure: boolean;
  readonly user: string;
  readonly password: string;
  /** The folder read (the URL's path, default INBOX). */
  readonly folder: string;
  /** Names the mailbox in the kept position (no password): another mailbox or folder starts over. */
  readonly key: string;
}

/** Parses CAMPAIGN_BOUNCE_IMAP_URL; throws on a URL that is not imap(s)://user:password@host[:port][/folder]. */
export function parseCampaignBounceImapUrl(value: string): CampaignBounceMailbox {
  const url = new URL(value);
  if (url.protocol !== 'imaps:' && url.protocol !== 'imap:') throw new Error('must be an imaps:// or imap:// URL');
  if (url.username === '' || url.password === '' || url.hostname === '') throw new Error('must name a user, a password and a host');
  const secure = url.protocol === 'imaps:';
  const port = url.port === '' ? (secure ? 993 : 143) : Number(url.port);
  const folder = decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX';
  const user = decodeURIComponent(url.username);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, secure, user, password: decodeURIComponent(url.password), folder, key: `${user}@${url.hostname}:${port}/${folder}` };
}

/** One new message of the bounce mailbox. */
export interface BounceMailboxMessage {
  readonly uid: number;
  readonly source: Buffer;
}

export interface BounceMailboxReadOptions {
  readonly timeoutMs: number;
  readonly maxMails: number;
  /** A first read (no position, or a new UIDVALIDITY) takes the messages received since this day. */
  readonly firstReadSince: Date;
}

/**
 * What the reader does with the messages of one read: handles them in UID order and answers the position reached
 * (the last message handled) and the UIDs to flag \Seen.
 */
export type BounceMailboxHandler = (messages: readonly BounceMailboxMessage[]) => Promise<{ readonly lastUid: number | null; readonly seen: readonly number[] }>;

/**
 * Opens the bounce folder over IMAP (imapflow, read-write), fetches the messages after `from` (UIDs above the last
 * one read; without a position or after a UIDVALIDITY change, those received since `firstReadSince`), lets `handle`
 * work on them, flags \Seen the UIDs it answers (the messages stay in the folder), and returns the position to keep
 * (null: keep none, the first message of a first read failed and is read again).
 */
export async function readBounceMailbox(mailbox: CampaignBounceMailbox, from: InboxPosition | null, options: BounceMailboxReadOptions, handle: BounceMailboxHandler): Promise<InboxPosition | null> {
  const client = new ImapFlow({
    host: mailbox.host,
    port: mailbox.port,
    secure: mailbox.secure,
    auth: { user: mailbox.user, pass: mailbox.password },
    logger: false,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    tls: { rejectUnauthorized: true },
    disableAutoIdle: true,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const opened = await client.mailboxOpen(mailbox.folder);
    const uidValidity = Number(opened.uidValidity);
    const continuing = from !== null && from.uidValidity === uidValidity;
    let uids: number[] = [];
    if (opened.exists > 0) {
      uids = continuing
        ? ((await client.search({ uid: `${from.lastUid + 1}:*` }, { uid: true })) || []).filter((uid) => uid > from.lastUid)
        : (await client.search({ since: options.firstReadSince }, { uid: true })) || [];
    }
    uids = [...uids].sort((a, b) => a - b).slice(0, options.maxMails);
    const messages: BounceMailboxMessage[] = [];
    if (uids.length > 0) {
      for await (const message of client.fetch(uids.join(','), { uid: true, source: true }, { uid: true })) {
        if (message.source) messages.push({ uid: message.uid, source: message.source });
      }
    }
    messages.sort((a, b) => a.uid - b.uid);
    const handled = await handle(messages);
    if (handled.seen.length > 0) await client.messageFlagsAdd(handled.seen.join(','), ['\\Seen'], { uid: true });
    if (handled.lastUid !== null) return { uidValidity, lastUid: handled.lastUid };
    // Nothing handled: nothing new (a first read starts at the folder's end), or the first message failed (read again).
    if (messages.length === 0) return { uidValidity, lastUid: continuing ? from.lastUid : Math.max(0, Number(opened.uidNext ?? 1) - 1) };
    return continuing ? from : null;
  } finally {
    await client.logout().catch(() => client.close());
  }
}

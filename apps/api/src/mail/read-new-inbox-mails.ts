import { ImapFlow } from 'imapflow';
import { imapAuthOf } from './mail-server-login';
import type { MailServerLogin } from './mail-server-login';
import { socketHost } from './mailbox-smtp-transport';

/** Where a reader stopped in an INBOX: its UIDVALIDITY and the last UID read. */
export interface InboxPosition {
  readonly uidValidity: number;
  readonly lastUid: number;
}

/** The INBOX's new mails (raw sources, UID order) and the position to store once they are handled. */
export interface NewInboxMails {
  readonly position: InboxPosition;
  readonly mails: readonly { readonly uid: number; readonly source: Buffer }[];
}

export interface ReadInboxOptions {
  /** Connection, greeting and socket time-out, in milliseconds. */
  readonly timeoutMs: number;
  /** At most this many mails per read (the next read goes on from the last one). */
  readonly maxMails: number;
  /** A first read (no position, or a new UIDVALIDITY) takes the mails received since this day. */
  readonly firstReadSince: Date;
}

/**
 * Reads the INBOX's mails after `from` over IMAP (imapflow, read-only: nothing is marked seen): UIDs above the last one
 * read, at most `maxMails`. Without a position, or when the server's UIDVALIDITY changed (the UIDs mean other mails),
 * starts over with the mails received since `firstReadSince`. Throws imapflow's errors (the caller decides).
 */
export async function readNewInboxMails(imap: MailServerLogin, from: InboxPosition | null, options: ReadInboxOptions): Promise<NewInboxMails> {
  const client = new ImapFlow({
    host: socketHost(imap.host),
    port: imap.port,
    secure: imap.security === 'tls',
    doSTARTTLS: imap.security === 'starttls' ? true : imap.security === 'none' ? false : undefined,
    auth: imapAuthOf(imap),
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
    const mailbox = await client.mailboxOpen('INBOX', { readOnly: true });
    const uidValidity = Number(mailbox.uidValidity);
    const continuing = from !== null && from.uidValidity === uidValidity;
    let uids: number[];
    if (continuing) {
      uids = mailbox.exists === 0 ? [] : ((await client.search({ uid: `${from.lastUid + 1}:*` }, { uid: true })) || []);
      uids = uids.filter((uid) => uid > from.lastUid);
    } else {
      uids = mailbox.exists === 0 ? [] : ((await client.search({ since: options.firstReadSince }, { uid: true })) || []);
    }
    uids = [...uids].sort((a, b) => a - b).slice(0, options.maxMails);
    const mails: { uid: number; source: Buffer }[] = [];
    if (uids.length > 0) {
      for await (const message of client.fetch(uids.join(','), { uid: true, source: true }, { uid: true })) {
        if (message.source) mails.push({ uid: message.uid, source: message.source });
      }
    }
    mails.sort((a, b) => a.uid - b.uid);
    const lastUid = mails.length > 0 ? mails[mails.length - 1]!.uid : continuing ? from.lastUid : Math.max(0, Number(mailbox.uidNext ?? 1) - 1);
    return { position: { uidValidity, lastUid }, mails };
  } finally {
    await client.logout().catch(() => client.close());
  }
}

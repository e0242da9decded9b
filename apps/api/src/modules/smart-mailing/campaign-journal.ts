import { ImapFlow } from 'imapflow';
import { bareMessageId } from '../sequences/sent-folder-lookup';

/**
 * The campaign journal (docs/adr/040-campaign-sender-exactly-once.md): a mailbox that receives a copy of every
 * campaign mail the relay accepts (the journal address is a second envelope recipient, never a header), read over IMAP
 * to decide an unknown outcome after a crash.
 */
export interface CampaignJournal {
  /** The envelope recipient of the copies. */
  readonly address: string;
  /**
   * Which of `messageIds` (as stored, `<…>`) are in the journal; `null` when it cannot be read (connection, login,
   * folder): the outcomes stay unknown for a later run. `since`: no copy can be older (narrows the IMAP search).
   */
  find(messageIds: readonly string[], since: Date): Promise<Set<string> | null>;
}

/** Where the journal is read: `imap://user:password@host:port/Folder` (`imaps://` for TLS; folder default INBOX). */
export interface CampaignJournalImap {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly user: string;
  readonly password: string;
  readonly folder: string;
}

/** Parses CAMPAIGN_JOURNAL_IMAP_URL (user and password percent-encoded). */
export function parseJournalImapUrl(value: string): CampaignJournalImap {
  const url = new URL(value);
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:') throw new Error('the journal must be an imap:// or imaps:// URL');
  const secure = url.protocol === 'imaps:';
  const folder = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port === '' ? (secure ? 993 : 143) : Number(url.port),
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    folder,
  };
}

/** Message-IDs per IMAP SEARCH (one `OR` tree each); one session for all of them. */
const SEARCH_CHUNK = 50;

/**
 * The journal read over IMAP (imapflow), as the sequences read a Sent folder (`SEARCH HEADER Message-ID`), but many ids
 * per session and per SEARCH (an `OR` of up to 50 headers, narrowed by `SINCE` the oldest claim's day), then the
 * matches' envelopes fetched to tell which ids were found.
 */
export function createImapCampaignJournal(address: string, imap: CampaignJournalImap, timeoutMs: number): CampaignJournal {
  return {
    address,
    async find(messageIds, since) {
      if (messageIds.length === 0) return new Set();
      const client = new ImapFlow({
        host: imap.host,
        port: imap.port,
        secure: imap.secure,
        doSTARTTLS: imap.secure ? undefined : false,
        auth: { user: imap.user, pass: imap.password },
        logger: false,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        disableAutoIdle: true,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.mailboxOpen(imap.folder, { readOnly: true });
        const wanted = new Map(messageIds.map((id) => [bareMessageId(id), id] as const));
        const found = new Set<string>();
        // SINCE compares dates (no time) in the server's zone: a day earlier covers any offset.
        const day = new Date(since.getTime() - 24 * 3600_000);
        const bare = [...wanted.keys()];
        for (let start = 0; start < bare.length; start += SEARCH_CHUNK) {
          const chunk = bare.slice(start, start + SEARCH_CHUNK);
          const query = chunk.length === 1 ? { header: { 'message-id': chunk[0]! } } : { or: chunk.map((id) => ({ header: { 'message-id': id } })) };
          const uids = await client.search({ since: day, ...query }, { uid: true });
          if (!Array.isArray(uids) || uids.length === 0) continue;
          for await (const message of client.fetch(uids, { envelope: true }, { uid: true })) {
            const id = message.envelope?.messageId;
            if (id === undefined) continue;
            const original = wanted.get(bareMessageId(id));
            if (original !== undefined) found.add(original);
          }
        }
        await client.logout().catch(() => undefined);
        return found;
      } catch {
        client.close();
        return null;
      }
    },
  };
}

import { isMailboxOauthProvider, LOCAL_TEST_PROVIDER } from '@cible/core';
import { ImapFlow } from 'imapflow';
import type { LocalTestMailbox } from '../../mail/local-test-mailbox';
import { imapAuthOf } from '../../mail/mail-server-login';
import { socketHost } from '../../mail/mailbox-smtp-transport';
import type { OpenedMailbox } from '../connections/connections-service';

/** Reads a mailbox's Sent folder by Message-ID (docs/adr/030-sequence-sender.md "Recovery"). */
export interface SentFolderLookup {
  /**
   * Which of `messageIds` (as stored, `<…>`) are in the mailbox's Sent folder; `null` when the folder cannot be read
   * (no IMAP server, no Sent folder, login or connection failed): the outcome stays unknown.
   */
  find(mailbox: OpenedMailbox, messageIds: readonly string[]): Promise<Set<string> | null>;
}

/** A Message-ID without its angle brackets, lower case (how two spellings of one id compare). */
export const bareMessageId = (messageId: string): string => messageId.trim().replace(/^<|>$/g, '').toLowerCase();

/**
 * Whether the mailbox's own server keeps a copy of every mail sent through its SMTP server in the Sent folder, so that
 * a mail missing there was not sent: Gmail and Microsoft 365 do (their SMTP submission saves to Sent), and so does the
 * local test mailbox (its catcher keeps every mail). An SMTP + IMAP mailbox may or may not: it is probed (see
 * `createSequenceSender`).
 */
export function savesSentMailByProvider(mailbox: OpenedMailbox): boolean | 'probe' {
  if (mailbox.provider === LOCAL_TEST_PROVIDER || isMailboxOauthProvider(mailbox.provider)) return true;
  return 'probe';
}

/** Names a Sent folder goes by when the server does not flag it `\Sent` (RFC 6154). */
const SENT_NAMES = /^(?:inbox[./])?(?:sent|sent items|sent messages|sent mail|envoy[ée]s|[ée]l[ée]ments envoy[ée]s|messages envoy[ée]s)$/i;

async function findOverImap(mailbox: OpenedMailbox, messageIds: readonly string[], timeoutMs: number): Promise<Set<string> | null> {
  const imap = mailbox.imap;
  if (imap === null) return null;
  const client = new ImapFlow({
    host: socketHost(imap.host),
    port: imap.port,
    secure: imap.security === 'tls',
    doSTARTTLS: imap.security === 'starttls' ? true : imap.security === 'none' ? false : undefined,
    auth: imapAuthOf(imap),
    logger: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    tls: { rejectUnauthorized: true },
    disableAutoIdle: true,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const folders = await client.list();
    const sent = folders.find((folder) => folder.specialUse === '\\Sent') ?? folders.find((folder) => SENT_NAMES.test(folder.path));
    if (sent === undefined) return null;
    await client.mailboxOpen(sent.path, { readOnly: true });
    const found = new Set<string>();
    for (const messageId of messageIds) {
      const uids = await client.search({ header: { 'message-id': bareMessageId(messageId) } }, { uid: true });
      if (Array.isArray(uids) && uids.length > 0) found.add(messageId);
    }
    await client.logout().catch(() => undefined);
    return found;
  } catch {
    client.close();
    return null;
  }
}

/** The lookup over IMAP (imapflow), or in the SMTP catcher for a local test mailbox (its "Sent folder": the mails it sent). */
export function createSentFolderLookup(options: { readonly localTest: LocalTestMailbox; readonly timeoutMs: number }): SentFolderLookup {
  return {
    async find(mailbox, messageIds) {
      if (messageIds.length === 0) return new Set();
      if (mailbox.provider === LOCAL_TEST_PROVIDER) {
        if (!options.localTest.available) return null;
        const sender = mailbox.email.toLowerCase();
        const sentIds = new Set(
          options.localTest
            .messagesOf(mailbox.email)
            .filter((mail) => mail.envelope.from?.toLowerCase() === sender && mail.messageId !== null)
            .map((mail) => bareMessageId(mail.messageId!)),
        );
        return new Set(messageIds.filter((id) => sentIds.has(bareMessageId(id))));
      }
      return findOverImap(mailbox, messageIds, options.timeoutMs);
    },
  };
}

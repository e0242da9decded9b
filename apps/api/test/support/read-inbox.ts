import { ImapFlow } from 'imapflow';
import type { MessageStructureObject } from 'imapflow';
import type { DovecotServer } from './dovecot';

/** A message of an INBOX as a test reads it: envelope and decoded text and HTML parts. */
export interface InboxMessage {
  readonly seq: number;
  readonly subject: string;
  readonly from: string;
  readonly fromName: string;
  readonly text: string;
  readonly html: string;
}

/** The messages of a user's dovecot INBOX (IMAP LOGIN, SELECT INBOX, FETCH), oldest first. */
export async function readInbox(dovecot: DovecotServer, user: string, password: string): Promise<InboxMessage[]> {
  const client = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user, pass: password }, logger: false });
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  try {
    const listed: { seq: number; subject: string; from: string; fromName: string; parts: { id: string; type: string }[] }[] = [];
    for await (const message of client.fetch('1:*', { envelope: true, bodyStructure: true })) {
      const parts: { id: string; type: string }[] = [];
      const walk = (node: MessageStructureObject): void => {
        if (node.childNodes) node.childNodes.forEach(walk);
        else parts.push({ id: node.part ?? '1', type: node.type });
      };
      walk(message.bodyStructure!);
      const from = message.envelope?.from?.[0];
      listed.push({ seq: message.seq, subject: message.envelope?.subject ?? '', from: from?.address ?? '', fromName: from?.name ?? '', parts });
    }
    // Downloads after the fetch (imapflow runs one command at a time).
    const read = async (seq: number, parts: readonly { id: string; type: string }[], type: string): Promise<string> => {
      const part = parts.find((candidate) => candidate.type === type);
      if (part === undefined) return '';
      const { content } = await client.download(String(seq), part.id);
      if (content === undefined) throw new Error(`message ${seq} has no part ${part.id}`);
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    };
    const messages: InboxMessage[] = [];
    for (const { parts, ...envelope } of listed) {
      messages.push({ ...envelope, text: await read(envelope.seq, parts, 'text/plain'), html: await read(envelope.seq, parts, 'text/html') });
    }
    return messages;
  } finally {
    lock.release();
    await client.logout();
  }
}

import { ImapFlow } from 'imapflow';
import type { DovecotServer } from './dovecot';
import { listenSmtpServer, passwordAuth } from './mail-servers';
import type { LocalServer } from './mail-servers';

/** An SMTP refusal the server answers to a recipient (RCPT TO), e.g. `{ code: 451, message: 'Greylisted' }`. */
export interface SmtpRefusal {
  readonly code: number;
  readonly message: string;
}

/** A running delivering SMTP server: `state.password` may change (a mailbox whose stored password stopped working). */
export interface DeliveringSmtpServer extends LocalServer {
  /**
   * The password it accepts now, how many messages it delivered and their Message-ID headers (in order); `refusals`:
   * what it answers to a recipient instead of taking the mail (a 4xx or 5xx, set and cleared by tests); `saveSent`:
   * whether it also saves each mail it takes in the login's "Sent" folder before answering 250 (like Gmail).
   */
  readonly state: { password: string; received: number; messageIds: string[]; refusals: Map<string, SmtpRefusal>; saveSent: boolean };
}

/** The Message-ID header of a raw message, as written (`<…>`), or null. */
export function messageIdOf(raw: Buffer | string): string | null {
  const head = raw.toString('utf8').split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^message-id:[ \t]*(.+)$/im.exec(head)?.[1]?.trim() ?? null;
}

/**
 * A local SMTP server (smtp-server, plain text on loopback) with AUTH for `login` that delivers each message into each
 * recipient's dovecot INBOX by IMAP APPEND, logging in as the recipient with `passwords[recipient]`: what a real
 * provider's SMTP server does, so that a test reads the sent mail from a real IMAP mailbox.
 */
export async function startDeliveringSmtpServer(
  dovecot: DovecotServer,
  login: { readonly user: string; readonly password: string },
  passwords: Readonly<Record<string, string>>,
): Promise<DeliveringSmtpServer> {
  const state = { password: login.password, received: 0, messageIds: [] as string[], refusals: new Map<string, SmtpRefusal>(), saveSent: false };
  const deliver = async (recipient: string, raw: Buffer, folder = 'INBOX') => {
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: recipient, pass: passwords[recipient]! },
      logger: false,
    });
    await client.connect();
    if (folder !== 'INBOX') await client.mailboxCreate(folder).catch(() => undefined);
    await client.append(folder, raw);
    await client.logout();
  };
  const server = await listenSmtpServer({
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: passwordAuth(login.user, () => state.password),
    onRcptTo(address, _session, callback) {
      const refusal = state.refusals.get(address.address);
      if (refusal !== undefined) callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      else if (passwords[address.address] === undefined) callback(Object.assign(new Error(`No mailbox ${address.address} here`), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void (async () => {
          for (const recipient of session.envelope.rcptTo) await deliver(recipient.address, raw);
          if (state.saveSent) await deliver(login.user, raw, 'Sent');
          state.received += 1;
          const messageId = messageIdOf(raw);
          if (messageId !== null) state.messageIds.push(messageId);
        })().then(
          () => callback(),
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });
  return { ...server, state };
}

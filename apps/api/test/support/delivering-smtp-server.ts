import { ImapFlow } from 'imapflow';
import type { DovecotServer } from './dovecot';
import { listenSmtpServer, passwordAuth } from './mail-servers';
import type { LocalServer } from './mail-servers';

/** A running delivering SMTP server: `state.password` may change (a mailbox whose stored password stopped working). */
export interface DeliveringSmtpServer extends LocalServer {
  /** The password it accepts now, and how many messages it delivered. */
  readonly state: { password: string; received: number };
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
  const state = { password: login.password, received: 0 };
  const deliver = async (recipient: string, raw: Buffer) => {
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: recipient, pass: passwords[recipient]! },
      logger: false,
    });
    await client.connect();
    await client.append('INBOX', raw);
    await client.logout();
  };
  const server = await listenSmtpServer({
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: passwordAuth(login.user, () => state.password),
    onRcptTo(address, _session, callback) {
      if (passwords[address.address] === undefined) callback(new Error(`No mailbox ${address.address} here`));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void (async () => {
          for (const recipient of session.envelope.rcptTo) await deliver(recipient.address, raw);
          state.received += 1;
        })().then(
          () => callback(),
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });
  return { ...server, state };
}

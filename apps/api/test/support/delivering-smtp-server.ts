import { ImapFlow } from 'imapflow';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { DovecotServer } from './dovecot';

/** A running delivering SMTP server: `state.password` may change (a mailbox whose stored password stopped working). */
export interface DeliveringSmtpServer {
  readonly host: '127.0.0.1';
  readonly port: number;
  /** The password it accepts now, and how many messages it delivered. */
  readonly state: { password: string; received: number };
  stop(): Promise<void>;
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
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === state.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
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
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { host: '127.0.0.1', port, state, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerOptions } from 'smtp-server';

/** A running test server on 127.0.0.1. */
export interface LocalServer {
  readonly host: '127.0.0.1';
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * Starts a local smtp-server on 127.0.0.1 and a free port with the tests' common settings (AUTH required, plain text
 * allowed on loopback, no STARTTLS, no reverse lookup, no log) and `options` on top. A client that drops the connection
 * (a refused certificate, a check's time-out) is not a test failure.
 */
export async function listenSmtpServer(options: SMTPServerOptions): Promise<LocalServer> {
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    ...options,
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { host: '127.0.0.1', port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** smtp-server's `onAuth` accepting one login (PLAIN or LOGIN) whose password is `password()` at the time. */
export function passwordAuth(user: string, password: () => string): NonNullable<SMTPServerOptions['onAuth']> {
  return (auth, _session, callback) => {
    if (auth.username === user && auth.password === password()) callback(null, { user: auth.username });
    else callback(new Error('Invalid username or password'));
  };
}

/**
 * A local SMTP server (smtp-server) that requires AUTH (PLAIN or LOGIN, plain text on loopback, no STARTTLS; or TLS
 * from the first byte with `secure`) and accepts only `user` with `password`; it takes no mail (the check stops after
 * AUTH).
 */
export async function startAuthSmtpServer(user: string, password: string, options: { readonly secure?: boolean } = {}): Promise<LocalServer> {
  return listenSmtpServer({
    // secure: TLS from the first byte, with smtp-server's built-in self-signed certificate.
    secure: options.secure === true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth: passwordAuth(user, () => password),
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback(new Error('This test server takes no mail')));
    },
  });
}

/** A server that accepts TCP connections and never says a word (the mailbox check must give up in time). */
export async function startSilentServer(): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A local SMTP server that requires XOAUTH2 and keeps the mails it takes. */
export interface Xoauth2SmtpServer extends LocalServer {
  /** The mails accepted: who logged in (the XOAUTH2 user) and the raw message. */
  readonly received: { readonly user: string; readonly raw: string }[];
  /** Every access token presented (accepted or not). */
  readonly presentedTokens: string[];
}

/**
 * A local SMTP server (smtp-server) whose only AUTH mechanism is XOAUTH2 (plain text on loopback): `accepts(user,
 * token)` decides; a refused token gets the SASL error answer of RFC 7628 (then 535). It takes mail after AUTH.
 */
export async function startXoauth2SmtpServer(accepts: (user: string, accessToken: string) => boolean): Promise<Xoauth2SmtpServer> {
  const received: { user: string; raw: string }[] = [];
  const presentedTokens: string[] = [];
  const server = await listenSmtpServer({
    authMethods: ['XOAUTH2'],
    onAuth(auth, _session, callback) {
      presentedTokens.push(auth.accessToken ?? '');
      if (auth.method === 'XOAUTH2' && auth.username !== undefined && accepts(auth.username, auth.accessToken ?? '')) callback(null, { user: auth.username });
      else callback(null, { data: { status: '401', schemes: 'bearer' } });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ user: String(session.user), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return { ...server, received, presentedTokens };
}

import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A running test server on 127.0.0.1. */
export interface LocalServer {
  readonly host: '127.0.0.1';
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * A local SMTP server (smtp-server) that requires AUTH (PLAIN or LOGIN, plain text on loopback, no STARTTLS; or TLS
 * from the first byte with `secure`) and accepts only `user` with `password`; it takes no mail (the check stops after
 * AUTH).
 */
export async function startAuthSmtpServer(user: string, password: string, options: { readonly secure?: boolean } = {}): Promise<LocalServer> {
  const server = new SMTPServer({
    // secure: TLS from the first byte, with smtp-server's built-in self-signed certificate.
    secure: options.secure === true,
    authOptional: false,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback(new Error('This test server takes no mail')));
    },
  });
  // A client that drops the connection (a refused certificate, a check's time-out) is not a test failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { host: '127.0.0.1', port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
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

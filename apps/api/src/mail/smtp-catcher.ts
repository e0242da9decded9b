import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import type { Address } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { Logger } from 'pino';
import type { CaughtMail } from './caught-mail';

/** A running in-process SMTP server that keeps the last mails it received (development and tests). */
export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, to give to the SMTP mailer. */
  readonly url: string;
  readonly port: number;
  /** Newest first. */
  list(): readonly CaughtMail[];
  get(id: string): CaughtMail | undefined;
  /** Resolves with the first mail (already caught or arriving within `timeoutMs`) that matches. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  /** Removes the mails that match; answers how many were removed. */
  remove(predicate: (mail: CaughtMail) => boolean): number;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  readonly logger: Logger;
  /** How many mails to keep (a ring buffer), default 200. */
  readonly capacity?: number;
  /** Largest accepted message, default 25 MiB. */
  readonly maxMessageBytes?: number;
  /** The port on 127.0.0.1, default 0: any free port. */
  readonly port?: number;
}

/**
 * Starts an SMTP server on 127.0.0.1 and the given port (default a random one) that accepts any sender and recipient (no auth, no TLS)
 * and keeps the parsed messages in memory. Only started when SMTP_URL is absent; never reachable from outside.
 */
export async function startSmtpCatcher({
  logger,
  capacity = 200,
  maxMessageBytes = 25 * 1024 * 1024,
  port: requestedPort = 0,
}: SmtpCatcherOptions): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<(mail: CaughtMail) => void>();
  let sequence = 0;

  const server = new SMTPServer({
    disableReverseLookup: true,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: maxMessageBytes,
    banner: 'Cible development mail catcher',
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((parsed) => {
            sequence += 1;
            const headerOf = (key: string) => parsed.headers.find((header) => header.key === key)?.value ?? null;
            const mail: CaughtMail = {
              id: String(sequence),
              receivedAt: new Date().toISOString(),
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
              from: parsed.from ? formatAddresses([parsed.from])[0] ?? null : null,
              to: formatAddresses(parsed.to ?? []),
              subject: parsed.subject ?? '',
              messageId: parsed.messageId ?? null,
              inReplyTo: parsed.inReplyTo ?? null,
              references: parsed.references ?? null,
              autoSubmitted: headerOf('auto-submitted'),
              listUnsubscribe: headerOf('list-unsubscribe'),
              listUnsubscribePost: headerOf('list-unsubscribe-post'),
              text: parsed.text ?? null,
              html: parsed.html ?? null,
              attachments: parsed.attachments.map((attachment) => ({
                filename: attachment.filename,
                contentType: attachment.mimeType,
                size: byteLength(attachment.content),
              })),
              size: raw.length,
            };
            mails.unshift(mail);
            if (mails.length > capacity) mails.length = capacity;
            for (const waiter of waiters) waiter(mail);
            logger.info({ id: mail.id, to: mail.envelope.to, subject: mail.subject }, 'mail caught');
            callback();
          })
          .catch((error: unknown) => {
            logger.warn({ err: error }, 'mail catcher could not parse a message');
            callback(error instanceof Error ? error : new Error(String(error)));
          });
      });
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'mail catcher error'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requestedPort, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    list: () => mails.slice(),
    get: (id) => mails.find((mail) => mail.id === id),
    waitFor(predicate, timeoutMs = 5_000) {
      const already = mails.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail caught within ${timeoutMs} ms.`));
        }, timeoutMs);
        const waiter = (mail: CaughtMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        waiters.add(waiter);
      });
    },
    clear() {
      mails.length = 0;
    },
    remove(predicate) {
      const kept = mails.filter((mail) => !predicate(mail));
      const removed = mails.length - kept.length;
      mails.splice(0, mails.length, ...kept);
      return removed;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function formatAddresses(addresses: readonly Address[]): string[] {
  return addresses.flatMap((address) => (address.group ? address.group : [address])).map((mailbox) =>
    mailbox.name ? `${mailbox.name} <${mailbox.address}>` : mailbox.address,
  );
}

function byteLength(content: ArrayBuffer | Uint8Array | string): number {
  if (typeof content === 'string') return Buffer.byteLength(content);
  return content.byteLength;
}

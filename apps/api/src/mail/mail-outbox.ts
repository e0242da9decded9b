import type { Logger } from 'pino';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Mails sent after the answer (fire and forget): the password-reset mail, so that the answer takes the same time
 * whether or not the login exists. A failure is logged, never thrown. `flush()` waits for the mails on their way
 * (called when the server closes).
 */
export interface MailOutbox {
  enqueue(mail: OutgoingMail, context: Readonly<Record<string, unknown>>): void;
  flush(): Promise<void>;
}

export function createMailOutbox(mailer: Mailer, logger: Logger): MailOutbox {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(mail, context) {
      const sending = mailer
        .send(mail)
        .then(() => undefined)
        .catch((error: unknown) => logger.error({ err: error, ...context }, 'mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      await Promise.allSettled([...pending]);
    },
  };
}

import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Mailer } from './mailer';
import { startSmtpCatcher } from './smtp-catcher';
import type { SmtpCatcher } from './smtp-catcher';
import { createSmtpMailer } from './smtp-mailer';

/** The mail side of the process: the mailer, and the catcher when no SMTP server is configured. */
export interface MailSetup {
  readonly mailer: Mailer;
  readonly catcher: SmtpCatcher | null;
  close(): Promise<void>;
}

/**
 * With SMTP_URL: a pooled SMTP mailer to that server. Without: starts the in-process SMTP catcher and points the
 * same SMTP mailer at it, so development exercises the real sending path and mails are readable at /v1/dev/mails.
 */
export async function startMail(mail: AppConfig['mail'], logger: Logger): Promise<MailSetup> {
  const catcher = mail.smtpUrl === null ? await startSmtpCatcher({ logger, ...(mail.catcherPort === undefined ? {} : { port: mail.catcherPort }) }) : null;
  const url = mail.smtpUrl ?? catcher!.url;
  const mailer = createSmtpMailer({ url, from: mail.from, logger });
  if (catcher) logger.info({ smtp: catcher.url }, 'no SMTP_URL: mails are caught in process (GET /v1/dev/mails)');
  return {
    mailer,
    catcher,
    async close() {
      await mailer.close();
      await catcher?.close();
    },
  };
}

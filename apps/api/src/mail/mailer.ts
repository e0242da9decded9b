/** A file attached to an outgoing mail (help-request attachments are up to 3 MB). */
export interface MailAttachment {
  readonly filename: string;
  readonly content: Buffer | string;
  /** `base64` when `content` is a base64 string. */
  readonly encoding?: 'base64';
  readonly contentType?: string;
}

/** A mail to send. `from` defaults to the configured sender (MAIL_FROM). */
export interface OutgoingMail {
  readonly to: string | readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly from?: string;
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
}

/** The mail port: services send through it; adapters: SMTP (nodemailer, pooled). */
export interface Mailer {
  /** Sends one mail; resolves with the Message-ID once the SMTP server accepted it. */
  send(mail: OutgoingMail): Promise<{ readonly messageId: string }>;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

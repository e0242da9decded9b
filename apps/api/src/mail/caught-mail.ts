/** A mail received by the development SMTP catcher. */
export interface CaughtMail {
  /** Sequential id, as a string ("1", "2"…), unique for the life of the process. */
  readonly id: string;
  readonly receivedAt: string;
  /** SMTP envelope sender and recipients (what the server was told, Bcc included). */
  readonly envelope: { readonly from: string | null; readonly to: string[] };
  readonly from: string | null;
  readonly to: string[];
  readonly subject: string;
  readonly messageId: string | null;
  /**
   * The threading and automatic-answer headers (In-Reply-To, References, Auto-Submitted), when the mail has them: the
   * reply reader of sequences reads a local test mailbox's replies by them (ADR 031).
   */
  readonly inReplyTo?: string | null;
  readonly references?: string | null;
  readonly autoSubmitted?: string | null;
  /** The unsubscribe headers of a bulk mail (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post), when present. */
  readonly listUnsubscribe?: string | null;
  readonly listUnsubscribePost?: string | null;
  readonly text: string | null;
  readonly html: string | null;
  readonly attachments: { readonly filename: string | null; readonly contentType: string; readonly size: number }[];
  /** Size of the raw message in bytes. */
  readonly size: number;
}

import { COMPANY_REPLY_PAUSED_UNTIL, EMAIL_REPLY_CATEGORY, classifyReply, outOfOfficePausedUntil } from '@cible/core';
import type { EmailReplyCategoryCode } from '@cible/core';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import type { IncomingMail } from '../../mail/incoming-mail';
import { incomingMailOfCaught, readIncomingMail } from '../../mail/incoming-mail';
import type { CaughtMail } from '../../mail/caught-mail';
import type { InboxPosition, NewInboxMails, ReadInboxOptions } from '../../mail/read-new-inbox-mails';
import type { MailServerLogin } from '../../mail/mail-server-login';
import type { Notifier, PendingNotifications } from '../notifications/notifier';
import type { OpenedMailbox } from '../connections/connections-service';
import type { MailboxToRead, RepliedSend, SequenceRepliesRepository } from './sequence-replies-repository';

/** What became of one mail of an INBOX. */
export type MailOutcome = 'ignored' | 'replied' | 'autoreplied' | 'bounced' | 'duplicate';

/** The result of one read of every mailbox (tests and logs). */
export interface RepliesRun {
  readonly mailboxes: number;
  readonly outcomes: Readonly<Record<MailOutcome, number>>;
  readonly failures: number;
}

export interface SequenceRepliesService {
  /** Reads the new INBOX mails of every owner of an ongoing sequence with a connected mailbox, and handles them. */
  readAll(): Promise<RepliesRun>;
  /** Handles one mail of `ownerUserId`'s INBOX (exposed for the tests of a single mail). */
  handleMail(ownerUserId: number, mail: IncomingMail): Promise<MailOutcome>;
}

export interface SequenceRepliesDependencies {
  readonly db: Database;
  readonly repository: SequenceRepliesRepository;
  readonly notifier: Pick<Notifier, 'notifyManyIn'>;
  readonly mailboxes: {
    openMailbox(userId: number): Promise<OpenedMailbox | null>;
    markMailboxDisconnected(userId: number, reason: string): Promise<boolean>;
  };
  /** The mails of a local test mailbox (ADR 022: the catcher's mails from or to the address, newest first). */
  readonly localTestMessagesOf: (address: string) => CaughtMail[];
  /** Reads an INBOX after a position (src/mail/read-new-inbox-mails.ts; tests may wrap it). */
  readonly readInbox: (imap: MailServerLogin, from: InboxPosition | null, options: ReadInboxOptions) => Promise<NewInboxMails>;
  readonly now: () => Date;
  readonly logger: Logger;
  /** IMAP time-out, in milliseconds. */
  readonly timeoutMs: number;
}

/** A first read of a mailbox looks this far back (a reply to a mail sent before the reader knew the mailbox). */
const FIRST_READ_DAYS = 14;
/** Mails handled per mailbox and run; the next run goes on. */
const MAILS_PER_RUN = 200;

/**
 * The reply reader of sequences (docs/adr/031-sequence-replies-and-tracking.md; shared contract step 4): for each
 * owner of an ongoing sequence with a connected mailbox, reads the INBOX's new mails over IMAP since the last UID read
 * (a local test mailbox: the catcher's mails addressed to it, ADR 022), matches In-Reply-To / References (or a
 * delivery report's original Message-ID) to `sequence_sends.message_id`, and:
 * - a delivery report of a permanent failure → the send failed_perm, the address in `email_bounces`, the target done
 *   (`mail_bounced`), event `bounced`;
 * - an automatic answer (core's classifyReply) → event `autoreplied`; with a return date, the target paused until the
 *   day after it (its waiting sends withdrawn, so the planner plans again after the pause);
 * - any other answer → event `replied` (the reply category), the target done (`mail_replied`) when the sequence's
 *   finish_event_mail_replied, the owner's engagement notification (tracking status replied), and the owner's other
 *   targets at the same company in his ongoing sequences paused (event `target_paused`).
 * Mails referring to none of the owner's sends are ignored. All changes of one mail commit together.
 */
export function createSequenceRepliesService(dependencies: SequenceRepliesDependencies): SequenceRepliesService {
  const { db, repository, notifier, logger } = dependencies;

  /** The calendar day of an instant in a time zone (`YYYY-MM-DD`). */
  const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

  const bounce = async (send: RepliedSend, mail: IncomingMail, category: EmailReplyCategoryCode, at: Date): Promise<MailOutcome> => {
    const report = mail.deliveryReport!;
    const address = report.recipient ?? send.toAddress ?? send.contact.email;
    const reason = [report.status, report.diagnostic].filter((part) => part !== null && part !== '').join(' ') || null;
    await db.transaction(async (tx) => {
      if (address !== null) await repository.markBounced(tx, send, address, reason, at);
      await repository.recordEvent(tx, { send, type: 'bounced', at, detail: { category: EMAIL_REPLY_CATEGORY[category], category_code: category, status: report.status, diagnostic: report.diagnostic, message_id: mail.messageId } });
      if (await repository.finishTarget(tx, send.targetId, 'mail_bounced', at)) {
        await repository.recordEvent(tx, { send, type: 'target_done', at, detail: { done_event: 'mail_bounced' } });
      }
    });
    return 'bounced';
  };

  const autoReply = async (send: RepliedSend, mail: IncomingMail, returnDate: string | null, at: Date): Promise<MailOutcome> => {
    await db.transaction(async (tx) => {
      await repository.recordEvent(tx, {
        send,
        type: 'autoreplied',
        at,
        detail: { category: EMAIL_REPLY_CATEGORY.auto_reply, category_code: 'auto_reply', return_date: returnDate, subject: mail.subject, message_id: mail.messageId },
      });
      if (returnDate === null || send.targetDone) return;
      const until = outOfOfficePausedUntil(returnDate, send.timeZone);
      await repository.pauseTarget(tx, send.targetId, new Date(until));
      await repository.recordEvent(tx, { send, type: 'target_paused', at, detail: { reason: 'out_of_office', paused_until: until } });
    });
    return 'autoreplied';
  };

  const reply = async (send: RepliedSend, mail: IncomingMail, category: EmailReplyCategoryCode, at: Date): Promise<MailOutcome> => {
    let pending: PendingNotifications | null = null;
    await db.transaction(async (tx) => {
      await repository.recordEvent(tx, {
        send,
        type: 'replied',
        at,
        detail: { category: EMAIL_REPLY_CATEGORY[category], category_code: category, from: mail.from, subject: mail.subject, message_id: mail.messageId },
      });
      if (send.finishOnReply && (await repository.finishTarget(tx, send.targetId, 'mail_replied', at))) {
        await repository.recordEvent(tx, { send, type: 'target_done', at, detail: { done_event: 'mail_replied' } });
      }
      if (send.company !== null) {
        const until = new Date(COMPANY_REPLY_PAUSED_UNTIL);
        for (const other of await repository.companyTargets(tx, send.ownerUserId, send.company.id, send.targetId, until)) {
          await repository.pauseTarget(tx, other.targetId, until);
          await repository.recordEvent(tx, {
            send: { organizationId: other.organizationId, sequenceId: other.sequenceId, targetId: other.targetId, stepId: null, sendId: null },
            type: 'target_paused',
            at,
            detail: { reason: 'company_replied', replied_target_id: send.targetId, company_id: send.company.id },
          });
        }
      }
      pending = await notifier.notifyManyIn(tx, [
        {
          userId: send.ownerUserId,
          type: 'engagement',
          contactId: send.contact.id,
          companyId: send.company?.id ?? null,
          payload: {
            engagement: { tracking_status: 'replied' },
            contact: { id: send.contact.id, first_name: send.contact.firstName, last_name: send.contact.lastName },
            ...(send.company === null ? {} : { company: { id: send.company.id, name: send.company.name } }),
            sequence_id: send.sequenceId,
            sequence_name: send.sequenceName,
          },
        },
      ]);
    });
    (pending as PendingNotifications | null)?.published();
    return 'replied';
  };

  const handleMail = async (ownerUserId: number, mail: IncomingMail): Promise<MailOutcome> => {
    const sends = await repository.sendsByMessageIds(ownerUserId, mail.referencedMessageIds);
    const send = sends.at(-1);
    if (send === undefined) return 'ignored';
    if (mail.messageId !== null && (await repository.alreadyHandled(send.sendId, mail.messageId))) return 'duplicate';
    const at = dependencies.now();
    const { category, returnDate } = classifyReply({
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers,
      deliveryReport: mail.deliveryReport,
      receivedOn: dayIn(mail.date ?? at, send.timeZone),
    });
    if (mail.deliveryReport !== null) {
      const failed = mail.deliveryReport.action === 'failed' || /^5\./.test(mail.deliveryReport.status ?? '');
      // A delay report ("will retry") changes nothing: the server is still trying.
      return failed ? bounce(send, mail, category, at) : 'ignored';
    }
    if (category === 'auto_reply') return autoReply(send, mail, returnDate, at);
    return reply(send, mail, category, at);
  };

  /** Handles the mails read, in order; a mail from the mailbox itself (its own sent mail) is ignored. */
  const handleAll = async (userId: number, ownAddress: string, mails: readonly IncomingMail[], outcomes: Record<MailOutcome, number>) => {
    for (const mail of mails) {
      if (mail.from !== null && mail.from === ownAddress.toLowerCase()) {
        outcomes.ignored += 1;
        continue;
      }
      outcomes[await handleMail(userId, mail)] += 1;
    }
  };

  /**
   * The local test mailbox has no IMAP: its "INBOX" is the catcher's mails addressed to it, numbered by the catcher's
   * ids (UIDVALIDITY 0). Ids start over when the process restarts: a last id above every caught id starts over.
   */
  const readLocalTest = async (mailbox: MailboxToRead, address: string, outcomes: Record<MailOutcome, number>): Promise<InboxPosition> => {
    const wanted = address.toLowerCase();
    const caught = dependencies.localTestMessagesOf(address);
    const newest = caught.reduce((max, mail) => Math.max(max, Number(mail.id)), 0);
    const from = mailbox.position !== null && mailbox.position.uidValidity === 0 && mailbox.position.lastUid <= newest ? mailbox.position.lastUid : 0;
    const fresh = caught
      .filter((mail) => Number(mail.id) > from && mail.envelope.to.some((recipient) => recipient.toLowerCase() === wanted))
      .sort((a, b) => Number(a.id) - Number(b.id))
      .slice(0, MAILS_PER_RUN);
    await handleAll(mailbox.userId, address, fresh.map(incomingMailOfCaught), outcomes);
    return { uidValidity: 0, lastUid: fresh.length === MAILS_PER_RUN ? Number(fresh.at(-1)!.id) : Math.max(from, newest) };
  };

  const readMailbox = async (mailbox: MailboxToRead, outcomes: Record<MailOutcome, number>): Promise<void> => {
    const opened = await dependencies.mailboxes.openMailbox(mailbox.userId);
    if (opened === null) return;
    const now = dependencies.now();
    const sameMailbox = mailbox.positionEmail === opened.email;
    const save = (position: InboxPosition) =>
      repository.savePosition({ userId: mailbox.userId, organizationId: mailbox.organizationId, email: opened.email }, position, now);
    if (opened.imap === null) {
      await save(await readLocalTest(sameMailbox ? mailbox : { ...mailbox, position: null }, opened.email, outcomes));
      return;
    }
    let read: NewInboxMails;
    try {
      read = await dependencies.readInbox(opened.imap, sameMailbox ? mailbox.position : null, {
        timeoutMs: dependencies.timeoutMs,
        maxMails: MAILS_PER_RUN,
        firstReadSince: new Date(now.getTime() - FIRST_READ_DAYS * 86_400_000),
      });
    } catch (error) {
      if ((error as { authenticationFailed?: unknown }).authenticationFailed === true) {
        await dependencies.mailboxes.markMailboxDisconnected(mailbox.userId, 'IMAP login refused while reading replies');
      }
      throw error;
    }
    const mails: IncomingMail[] = [];
    for (const { source } of read.mails) mails.push(await readIncomingMail(source));
    await handleAll(mailbox.userId, opened.email, mails, outcomes);
    await save(read.position);
  };

  return {
    handleMail,
    async readAll() {
      const mailboxes = await repository.mailboxesToRead();
      const outcomes: Record<MailOutcome, number> = { ignored: 0, replied: 0, autoreplied: 0, bounced: 0, duplicate: 0 };
      let failures = 0;
      for (const mailbox of mailboxes) {
        try {
          await readMailbox(mailbox, outcomes);
        } catch (error) {
          failures += 1;
          logger.warn({ err: error, userId: mailbox.userId }, 'sequence replies: reading a mailbox failed');
        }
      }
      return { mailboxes: mailboxes.length, outcomes, failures };
    },
  };
}

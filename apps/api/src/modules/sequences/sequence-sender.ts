import { DomainFailure, nextSendAttemptInCalendar, sendRetryInstant, smtpFailureKind } from '@cible/core';
import type { Logger } from 'pino';
import { renderEmail } from '../../mail/content/render-email';
import { createMailboxSmtpTransport } from '../../mail/mailbox-smtp-transport';
import type { OpenedMailbox } from '../connections/connections-service';
import type { ConnectionsService } from '../connections/connections-service';
import type { TemplateTestSendRepository } from '../template-test-send/template-test-send-repository';
import type { ClaimedSend, SequenceSendClaims } from './sequence-send-claims';
import type { SequenceSendsRepository, UnknownSend } from './sequence-sends-repository';
import { savesSentMailByProvider } from './sent-folder-lookup';
import type { SentFolderLookup } from './sent-folder-lookup';

/** What one run did (counts of sends). */
/** How long a send of unknown outcome may wait for its mailbox's Sent-folder probe to decide before the owner does. */
const UNDECIDED_REVIEW_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SequenceSenderRun {
  readonly claimed: number;
  readonly sent: number;
  readonly retried: number;
  readonly bounced: number;
  /** Claims past the lease turned unknown this run. */
  readonly expired: number;
  /** Unknown sends found in the Sent folder (sent), sent again (auto-saving mailbox), or left to the owner (review). */
  readonly foundInSent: number;
  readonly resent: number;
  readonly review: number;
}

/** The sequence sender: one run claims, sends and records (docs/adr/030-sequence-sender.md). */
export interface SequenceSender {
  /** One run at `now`: recovery of expired claims first, then every owner's due sends. Never throws for one send. */
  runOnce(now: Date): Promise<SequenceSenderRun>;
}

/** One SMTP transport (pooled for one mailbox during one run): nodemailer's. */
interface Transport {
  sendMail(mail: Record<string, unknown>): Promise<{ response?: string }>;
  close(): void;
}

export interface SequenceSenderDependencies {
  readonly claims: SequenceSendClaims;
  readonly sends: SequenceSendsRepository;
  /** The contact, the sender's names and latest signature, as the template test send reads them (renderEmail's sources). */
  readonly sources: Pick<TemplateTestSendRepository, 'contact' | 'sender' | 'latestSignature'>;
  readonly mailboxes: Pick<ConnectionsService, 'openMailbox' | 'markMailboxDisconnected'>;
  readonly sentFolder: SentFolderLookup;
  /** The tracked HTML of a mail (open pixel, links through the click redirect; the tracking module's EmailTracker). */
  readonly trackEmail: (html: string, trackingToken: string) => Promise<string>;
  /** The recipient's unsubscribe link by tracking token; `null`: the mail carries none. */
  readonly unsubscribeUrlOf: (trackingToken: string) => string | null;
  readonly logger: Pick<Logger, 'warn' | 'error'>;
  readonly options: {
    /** Sends of one owner claimed per run (the planner already spreads them over the window). */
    readonly batchPerOwner: number;
    /** A claim older than this is an unknown outcome. */
    readonly leaseMs: number;
    /** SMTP and IMAP time-outs. */
    readonly timeoutMs: number;
  };
  /** The SMTP transport of a mailbox; default: pooled nodemailer ({@link createMailboxSmtpTransport}). */
  readonly transportOf?: (mailbox: OpenedMailbox) => Transport;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const describeError = (error: SmtpError): string =>
  [error.responseCode, error.response ?? error.message ?? error.code ?? 'failed'].filter((part) => part !== undefined).join(' ');

const groupByOwner = <T extends { ownerUserId: number }>(items: readonly T[]): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(item.ownerUserId, [...(groups.get(item.ownerUserId) ?? []), item]);
  return groups;
};

/**
 * The sender (shared runner contract, step 3). Each run:
 * 1. recovery: claims older than the lease become 'unknown'; each is looked up in its mailbox's Sent folder by
 *    Message-ID: found → 'sent'; not found → sent again only when the mailbox saves sent mail itself (provider, or the
 *    probe of an SMTP + IMAP mailbox: its latest accepted send is looked up in Sent; once found, remembered), else 'review';
 *    a folder that cannot be read leaves it unknown for the next run;
 * 2. for each owner with due sends: claim (one transaction, see SequenceSendClaims), then after commit render
 *    (renderEmail, the contact's variables, the tracking hook) and send through the owner's mailbox on one pooled
 *    connection with Message-ID = the send's message_id; record the outcome (sent, temporary → back-off from core,
 *    permanent or last attempt → bounced); a retry waits for the sequence's next open instant (window, days, holidays).
 */
export function createSequenceSender(dependencies: SequenceSenderDependencies): SequenceSender {
  const { claims, sends, sources, mailboxes, sentFolder, logger, options } = dependencies;
  const transportOf = dependencies.transportOf ?? ((mailbox: OpenedMailbox) => createMailboxSmtpTransport(mailbox.smtp, options.timeoutMs, { pool: true }) as unknown as Transport);
  /**
   * Per process: the SMTP + IMAP mailboxes (by owner and address) found to save sent mail themselves (probed once; a
   * probe that finds nothing is tried again at the next unknown send, with a newer reference mail).
   */
  const probed = new Set<string>();

  const openMailbox = async (ownerUserId: number): Promise<OpenedMailbox | null> => {
    try {
      return await mailboxes.openMailbox(ownerUserId);
    } catch (error) {
      logger.warn({ err: error, ownerUserId }, 'sequence sender: the mailbox could not be opened');
      return null;
    }
  };

  /**
   * Whether a mail missing from this mailbox's Sent folder was not sent (the server saves every mail it takes):
   * 'undecided' while an SMTP + IMAP mailbox has no reference mail to probe with yet (none accepted before the lease).
   */
  const savesSentMail = async (ownerUserId: number, mailbox: OpenedMailbox, now: Date): Promise<boolean | 'undecided'> => {
    const byProvider = savesSentMailByProvider(mailbox);
    if (byProvider !== 'probe') return byProvider;
    const key = `${ownerUserId}:${mailbox.email.toLowerCase()}`;
    if (probed.has(key)) return true;
    // The probe: the latest mail this mailbox accepted (before the lease, so the server had time to file it) is in Sent.
    const reference = await sends.latestSentMessageId(ownerUserId, new Date(now.getTime() - options.leaseMs));
    if (reference === null) return 'undecided';
    const found = await sentFolder.find(mailbox, [reference]);
    if (found === null || !found.has(reference)) return false;
    probed.add(key);
    return true;
  };

  /** Sends claimed sends of one owner on one connection; counts into `run`. */
  const sendAll = async (ownerUserId: number, claimed: readonly ClaimedSend[], now: Date, run: Counts, mailboxGiven?: OpenedMailbox | null) => {
    if (claimed.length === 0) return;
    const retry = async (send: ClaimedSend, response: string, kind: 'temporary' | 'permanent') => {
      const decision = nextSendAttemptInCalendar(send.calendar, kind, send.attempts, now);
      if (decision.kind === 'retry') {
        await sends.recordRetry(send, now, decision.at, response);
        run.retried += 1;
      } else {
        await sends.recordBounce(send, now, { response, toAddress: null, markAddress: false });
        run.bounced += 1;
      }
    };
    const mailbox = mailboxGiven === undefined ? await openMailbox(ownerUserId) : mailboxGiven;
    if (mailbox === null) {
      for (const send of claimed) await retry(send, 'mailbox not available', 'temporary');
      return;
    }
    const owner = { userId: ownerUserId, organizationId: claimed[0]!.organizationId };
    const [senderNames, signature] = await Promise.all([sources.sender(owner), sources.latestSignature(owner)]);
    const from = mailbox.displayName === null ? mailbox.email : { name: mailbox.displayName, address: mailbox.email };
    const transport = transportOf(mailbox);
    let loginRefused = false;
    try {
      for (const send of claimed) {
        if (loginRefused) {
          await retry(send, 'SMTP login refused', 'temporary');
          continue;
        }
        const content = await sends.content(send);
        if (content === null) continue;
        if (content.toAddress === null || content.bounced) {
          await sends.recordBounce(send, now, { response: content.toAddress === null ? 'no e-mail address' : 'address already bounced', toAddress: null, markAddress: false });
          run.bounced += 1;
          continue;
        }
        const contact = await sources.contact(send.contactId);
        const unsubscribeUrl = dependencies.unsubscribeUrlOf(send.trackingToken);
        const rendered = renderEmail({
          template: { subject: content.subject, html_content: content.html },
          contact,
          sender: senderNames,
          signature,
          unsubscribeUrl,
        });
        const html = await dependencies.trackEmail(rendered.html, send.trackingToken);
        try {
          const info = await transport.sendMail({
            from,
            to: content.toAddress,
            subject: rendered.subject,
            // The mail client's own "unsubscribe" (RFC 2369, one click per RFC 8058), whether the step shows a link or not.
            ...(unsubscribeUrl === null ? {} : { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
            html,
            text: rendered.text,
            messageId: send.messageId,
          });
          await sends.recordSent(send, now, { response: info.response ?? '250', toAddress: content.toAddress, subject: rendered.subject });
          run.sent += 1;
        } catch (raw) {
          const error = raw as SmtpError;
          const response = describeError(error);
          if (error.code === 'EAUTH' || error.code === 'ENOAUTH') {
            loginRefused = true;
            await mailboxes.markMailboxDisconnected(ownerUserId, 'SMTP authentication refused while sending a sequence mail');
            await retry(send, response, 'temporary');
            continue;
          }
          const kind = smtpFailureKind({ responseCode: error.responseCode ?? null, errorCode: error.code ?? null });
          if (kind === 'permanent') {
            await sends.recordBounce(send, now, { response, toAddress: content.toAddress, markAddress: true });
            run.bounced += 1;
          } else {
            await retry(send, response, 'temporary');
          }
        }
      }
    } finally {
      transport.close();
    }
  };

  /** Recovery of expired claims (step 1 of a run). */
  const recover = async (now: Date, run: Counts) => {
    run.expired += await sends.expireClaims(now, options.leaseMs);
    const unknown = await sends.unknownSends(500);
    for (const [ownerUserId, owned] of groupByOwner<UnknownSend>(unknown)) {
      const mailbox = await openMailbox(ownerUserId);
      if (mailbox === null) continue;
      const found = await sentFolder.find(mailbox, owned.map((send) => send.messageId));
      if (found === null) continue;
      const missing = owned.filter((send) => !found.has(send.messageId));
      for (const send of owned.filter((item) => found.has(item.messageId))) {
        if (await sends.recordSent(send, now, { response: 'found in the Sent folder after an unknown outcome' })) run.foundInSent += 1;
      }
      if (missing.length === 0) continue;
      const saves = await savesSentMail(ownerUserId, mailbox, now);
      if (saves === true) {
        // Not sent (a mailbox that saves its sent mail does not have it): sent again now if the sequence's window is
        // open, else at its next opening, as a retry (a crash at 17:59 does not send at 18:05).
        const reclaimed = await claims.reclaim(missing.map((send) => send.id), now);
        const openNow: ClaimedSend[] = [];
        for (const send of reclaimed) {
          const at = sendRetryInstant(send.calendar, now);
          if (at !== null && at.getTime() === now.getTime()) openNow.push(send);
          // A window that never opens: held by the claim's window check, like any retry.
          else await sends.recordRetry(send, now, at ?? now, 'not in the Sent folder after an unknown outcome: sent at the window’s next opening');
        }
        run.resent += openNow.length;
        run.claimed += openNow.length;
        await sendAll(ownerUserId, openNow, now, run, mailbox);
        continue;
      }
      // Undecided (no mail of this mailbox to probe with yet, e.g. its first batch crashed): the sends stay unknown
      // and are looked at again by the next runs; after a day without an answer, the owner decides.
      const toReview = saves === false ? missing : missing.filter((send) => now.getTime() - send.claimedAt.getTime() >= UNDECIDED_REVIEW_AFTER_MS);
      for (const send of toReview) await sends.markReview(send.id, now, 'unknown outcome: not in the Sent folder of a mailbox that does not save sent mail itself');
      run.review += toReview.length;
    }
  };

  return {
    async runOnce(now) {
      const run: Counts = { claimed: 0, sent: 0, retried: 0, bounced: 0, expired: 0, foundInSent: 0, resent: 0, review: 0 };
      try {
        await recover(now, run);
      } catch (error) {
        logger.error({ err: error }, 'sequence sender: recovery failed');
      }
      for (const ownerUserId of await claims.dueOwners(now)) {
        try {
          const claimed = await claims.claim(ownerUserId, now, options.batchPerOwner);
          run.claimed += claimed.length;
          await sendAll(ownerUserId, claimed, now, run);
        } catch (error) {
          if (!(error instanceof DomainFailure)) logger.error({ err: error, ownerUserId }, 'sequence sender: an owner’s sends failed');
        }
      }
      return run;
    },
  };
}

type Counts = { -readonly [K in keyof SequenceSenderRun]: number };

import type { Logger } from 'pino';
import type { DeliveryReport, IncomingMail } from '../../mail/incoming-mail';
import { readIncomingMail } from '../../mail/incoming-mail';
import type { InboxPosition } from '../../mail/read-new-inbox-mails';
import type { MailOutcome } from '../sequence-replies/sequence-replies-service';
import { campaignBounceKeyOf, campaignBounceKeyOfAddress } from './campaign-bounce-envelope';
import type { BounceMailboxHandler, BounceMailboxReadOptions, CampaignBounceMailbox } from './campaign-bounce-mailbox';
import type { CampaignBounceRepository } from './campaign-bounce-repository';

/**
 * What a delivery report means for the mail it reports (RFC 3464 `Action`, RFC 3463 `Status` class):
 * - `bounce`: a permanent refusal (5.x.x, or Action failed without a status) — the send failed_perm, the address bounced;
 * - `gave_up`: Action failed with a temporary status (4.x.x: the relay stopped retrying) — the send failed_perm,
 *   the address kept (as the sender's sixth temporary failure, ADR 038);
 * - `delayed`: Action delayed, or a 4.x.x without failed — nothing (the relay still retries), a log line;
 * - `other`: delivered, relayed, expanded, 2.x.x, or nothing readable — nothing.
 */
export type DsnVerdict = 'bounce' | 'gave_up' | 'delayed' | 'other';

export function dsnVerdict(report: Pick<DeliveryReport, 'action' | 'status'>): DsnVerdict {
  const action = report.action?.trim().toLowerCase() ?? null;
  // The status code is the field's first word; a comment may follow ("5.0.0 (permanent failure)").
  const code = (report.status ?? '').trim().split(/[\s(]/, 1)[0]!;
  const statusClass = /^([245])\.\d{1,3}\.\d{1,3}$/.exec(code)?.[1] ?? null;
  if (action === 'delayed') return 'delayed';
  if (action === 'failed') return statusClass === '4' || statusClass === '2' ? 'gave_up' : 'bounce';
  if (action !== null && action !== '') return 'other';
  if (statusClass === '5') return 'bounce';
  if (statusClass === '4') return 'delayed';
  return 'other';
}

/** What became of one message of the bounce mailbox. */
export type BounceMessageOutcome =
  /** A campaign send became failed_perm (and its address bounced, unless the relay only gave up). */
  | 'bounced'
  /** A delay report of a known send: nothing changes. */
  | 'delayed'
  /** A report of a send already settled (read twice, or bounced at SMTP time): nothing changes. */
  | 'duplicate'
  /** A report of a sequence mail, handed to the sequences' reply reader (ADR 031). */
  | 'sequence'
  /** Not a delivery report, or one of no known send: left alone (not flagged). */
  | 'ignored';

export interface CampaignBounceRun {
  readonly read: number;
  readonly outcomes: Readonly<Record<BounceMessageOutcome, number>>;
  readonly position: InboxPosition | null;
}

export interface CampaignBounceReader {
  /** Reads the bounce mailbox's new messages once and handles them (the job's run; tests call it). */
  readOnce(): Promise<CampaignBounceRun>;
  /** Handles one message (its raw source); never throws on a message it cannot read (ignored). */
  handleMessage(source: Buffer | string): Promise<BounceMessageOutcome>;
}

export interface CampaignBounceReaderDependencies {
  readonly repository: CampaignBounceRepository;
  readonly mailbox: CampaignBounceMailbox;
  /** The envelope sender of campaign mails (its VERP keys are read from the report's To / Delivered-To), null: none. */
  readonly bounceAddress: string | null;
  /** Reads the mailbox (campaign-bounce-mailbox.ts; tests may wrap it). */
  readonly readMailbox: (mailbox: CampaignBounceMailbox, from: InboxPosition | null, options: BounceMailboxReadOptions, handle: BounceMailboxHandler) => Promise<InboxPosition | null>;
  /** The sequences' reply reader for a report of a sequence mail (its owner's rules: bounce, target done). */
  readonly sequenceReport: (ownerUserId: number, mail: IncomingMail) => Promise<MailOutcome>;
  readonly now: () => Date;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
  readonly timeoutMs: number;
}

/** A first read of the mailbox looks this far back. */
const FIRST_READ_DAYS = 14;
/** Messages handled per run; the next run goes on. */
const MAILS_PER_RUN = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `Original-Envelope-Id:` of the report's delivery-status part (the ENVID the sender gave: the send's key). */
function envelopeIdOf(source: string): string | null {
  const value = /^Original-Envelope-Id:[ \t]*(\S+)/im.exec(source)?.[1] ?? null;
  return value !== null && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * The campaign bounce reader (docs/adr/042-campaign-dsn-bounces.md): reads the new messages of the bounce mailbox
 * (CAMPAIGN_BOUNCE_IMAP_URL) after the last UID kept, reads each delivery status notification (RFC 3464, the mail
 * foundation's parser), finds the campaign send by the returned Message-ID, the ENVID or the VERP key of the address
 * it was sent to, and records a permanent failure once (send failed_perm, event `bounced`, address into
 * `email_bounces` of the send's organisation). Reports of sequence mails go to the sequences' reader. Handled reports
 * are flagged \Seen; other messages are left as they are.
 */
export function createCampaignBounceReader(dependencies: CampaignBounceReaderDependencies): CampaignBounceReader {
  const { repository, logger } = dependencies;

  const keysOf = (mail: IncomingMail, source: string): string[] => {
    const keys = new Set<string>();
    for (const id of mail.referencedMessageIds) {
      const key = campaignBounceKeyOf(id);
      if (key !== null) keys.add(key);
    }
    const envelopeId = envelopeIdOf(source);
    if (envelopeId !== null) keys.add(envelopeId);
    if (dependencies.bounceAddress !== null) {
      for (const name of ['to', 'delivered-to', 'x-original-to']) {
        for (const part of (mail.headers[name] ?? '').split(',')) {
          const key = campaignBounceKeyOfAddress(part, dependencies.bounceAddress);
          if (key !== null) keys.add(key);
        }
      }
    }
    return [...keys];
  };

  const handleMessage = async (raw: Buffer | string): Promise<BounceMessageOutcome> => {
    let mail: IncomingMail;
    try {
      mail = await readIncomingMail(raw);
    } catch (error) {
      logger.warn({ err: error }, 'campaign bounces: a message could not be read; left alone');
      return 'ignored';
    }
    const report = mail.deliveryReport;
    if (report === null) return 'ignored';
    const source = Buffer.isBuffer(raw) ? raw.toString('utf8') : raw;
    const verdict = dsnVerdict(report);
    const [send] = await repository.campaignSends(mail.referencedMessageIds, keysOf(mail, source));
    if (send === undefined) {
      const owner = await repository.sequenceSendOwner(mail.referencedMessageIds);
      if (owner === null) return 'ignored';
      const outcome = await dependencies.sequenceReport(owner, mail);
      if (outcome !== 'ignored') return 'sequence';
      return verdict === 'delayed' ? 'delayed' : 'ignored';
    }
    if (verdict === 'delayed' || verdict === 'other') {
      if (verdict === 'delayed') logger.info({ sendId: send.id, status: report.status, action: report.action }, 'campaign bounces: delivery delayed, the relay retries');
      return verdict === 'delayed' ? 'delayed' : 'ignored';
    }
    const reason = [report.status, report.diagnostic].filter((part) => part !== null && part !== '').join(' ') || `delivery report: ${report.action ?? 'failed'}`;
    const recorded = await repository.recordBounce(
      send,
      {
        markAddress: verdict === 'bounce',
        reason,
        detail: {
          source: 'dsn',
          status: report.status,
          action: report.action,
          diagnostic: report.diagnostic,
          final_recipient: report.recipient,
          gave_up: verdict === 'gave_up',
          message_id: mail.messageId,
        },
      },
      dependencies.now(),
    );
    return recorded ? 'bounced' : 'duplicate';
  };

  return {
    handleMessage,
    async readOnce() {
      const now = dependencies.now();
      const { mailbox } = dependencies;
      const from = await repository.position(mailbox.key);
      const outcomes: Record<BounceMessageOutcome, number> = { bounced: 0, delayed: 0, duplicate: 0, sequence: 0, ignored: 0 };
      let read = 0;
      const position = await dependencies.readMailbox(
        mailbox,
        from,
        { timeoutMs: dependencies.timeoutMs, maxMails: MAILS_PER_RUN, firstReadSince: new Date(now.getTime() - FIRST_READ_DAYS * 86_400_000) },
        async (messages) => {
          let lastUid: number | null = null;
          const seen: number[] = [];
          for (const message of messages) {
            let outcome: BounceMessageOutcome;
            try {
              outcome = await handleMessage(message.source);
            } catch (error) {
              // A database failure: stop here, the position stays before this message (read again next run).
              logger.warn({ err: error, uid: message.uid }, 'campaign bounces: handling a message failed; read again next run');
              break;
            }
            read += 1;
            outcomes[outcome] += 1;
            if (outcome !== 'ignored') seen.push(message.uid);
            lastUid = message.uid;
          }
          return { lastUid, seen };
        },
      );
      if (position !== null) await repository.savePosition(mailbox.key, position, now);
      return { read, outcomes, position };
    },
  };
}

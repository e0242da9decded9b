import { nextSendAttempt, smtpFailureKind } from '@cible/core';
import { createPrivateKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { dkimSigningOptions } from '../../mail/dkim-signing-options';
import type { SigningDomain } from '../../mail/dkim-signing-options';
import type { SecretBox } from '../../security/secret-box';
import type { Notifier } from '../notifications/notifier';
import type { TemplateTestSendRepository } from '../template-test-send/template-test-send-repository';
import { campaignMail } from './campaign-send-mail';
import type { CampaignMailLinks } from './campaign-send-mail';
import type { CampaignSendClaims, CampaignSendRecipient, ClaimedCampaignSend } from './campaign-send-claims';
import type { CampaignJournal } from './campaign-journal';
import type { CampaignMailSource, CampaignSenderRepository } from './campaign-sender-repository';

/** What one run did (counts of sends, and campaigns finished). */
export interface CampaignSenderRun {
  readonly started: number;
  readonly expired: number;
  /** Unknown outcomes found in the journal (sent). */
  readonly recovered: number;
  /** Unknown outcomes missing from the journal after its delay, made due again (same Message-ID). */
  readonly resent: number;
  readonly claimed: number;
  readonly sent: number;
  readonly retried: number;
  readonly bounced: number;
  readonly cancelled: number;
  readonly finished: number;
}

/** The campaign sender: one run claims, sends and records (docs/adr/038-campaign-sender.md). */
export interface CampaignSender {
  /** One run at `now`: scheduled campaigns due start, expired claims become unknown, due sends go in batches. */
  runOnce(now: Date): Promise<CampaignSenderRun>;
}

/** The relay's transport (nodemailer's, pooled). */
export interface CampaignTransport {
  sendMail(mail: Record<string, unknown>): Promise<{ response?: string; rejected?: unknown[]; rejectedErrors?: SmtpError[] }>;
  close(): void;
}

export interface CampaignSenderDependencies {
  readonly claims: CampaignSendClaims;
  readonly sources: CampaignSenderRepository;
  readonly contacts: Pick<TemplateTestSendRepository, 'contact'>;
  readonly secrets: SecretBox;
  readonly notifier: Pick<Notifier, 'notify'>;
  /** The tracked HTML of a mail (the tracking module's EmailTracker over campaign sends). */
  readonly trackEmail: (html: string, trackingToken: string) => Promise<string>;
  readonly linksOf: (trackingToken: string) => CampaignMailLinks;
  /** The relay's transport, opened once per run and closed after it (default: pooled nodemailer on `relayUrl`). */
  readonly transport: () => CampaignTransport;
  readonly logger: Pick<Logger, 'warn' | 'error'>;
  /** The journal (ADR 040): every mail also goes to its address; unknown outcomes are looked up in it. Null: none. */
  readonly journal?: CampaignJournal | null;
  readonly options: {
    readonly batchSize: number;
    readonly leaseMs: number;
    /** Mails per second per sender domain (the throttle). */
    readonly mailsPerSecondPerDomain: number;
    /** How long after the lease a mail missing from the journal may still arrive there (the relay's delay); default 60 s. */
    readonly journalDelayMs?: number;
    /** SMTP exchanges in flight at once (the pooled transport's connections); default 5. */
    readonly concurrency?: number;
  };
  /** Waits (the throttle); default setTimeout. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** The pooled nodemailer transport of the relay (smtp:// or smtps:// URL). */
export function createRelayTransport(relayUrl: string, timeoutMs: number): CampaignTransport {
  const url = new URL(relayUrl);
  url.searchParams.set('pool', 'true');
  for (const option of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) url.searchParams.set(option, String(timeoutMs));
  return nodemailer.createTransport(url.toString()) as unknown as CampaignTransport;
}

export interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const describeError = (error: SmtpError): string =>
  [error.responseCode, error.response ?? error.message ?? error.code ?? 'failed'].filter((part) => part !== undefined).join(' ');

/**
 * The sender. Each run: scheduled campaigns whose date came start; claims past the lease become `unknown`; with a
 * journal (ADR 040) they are looked up there by Message-ID: found → sent, missing after the journal's delay → due
 * again with the same Message-ID, journal unreadable → still unknown for the next run; without a journal they are never
 * sent again (at most once). Then batches of due sends are claimed (one
 * transaction, SKIP LOCKED) and sent after commit through the relay, Message-ID = the send's message_id, DKIM-signed
 * with the sender domain's key, throttled per sender domain; 250 → sent, 4xx / lost connection → failed_temp with
 * core's back-off (5 min × 2^(n−1), 6 attempts), 5xx → failed_perm + bounce, never retried. Campaigns with every
 * send settled get their sent_date and the owner a "campaign" notification.
 */
export function createCampaignSender(dependencies: CampaignSenderDependencies): CampaignSender {
  const { claims, sources, contacts, secrets, notifier, logger, options } = dependencies;
  const journal = dependencies.journal ?? null;
  const journalDelayMs = options.journalDelayMs ?? 60_000;
  const concurrency = Math.max(1, options.concurrency ?? 5);
  const sleep = dependencies.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const intervalMs = 1000 / options.mailsPerSecondPerDomain;
  /** Per sender domain: the earliest instant (ms, this process's clock) of its next mail. */
  const nextSlot = new Map<string, number>();
  const throttle = async (domain: string) => {
    const key = domain.toLowerCase();
    const at = Math.max(Date.now(), nextSlot.get(key) ?? 0);
    nextSlot.set(key, at + intervalMs);
    const wait = at - Date.now();
    if (wait > 0) await sleep(wait);
  };

  /**
   * A domain's DKIM options with its key unsealed and parsed once per run (not per mail: the PEM parse and the unseal
   * showed in the bench's profile); an unsealing failure is not cached.
   */
  const dkimOf = (keys: Map<string, { domainName: string; keySelector: string; privateKey: KeyObject }>, domain: SigningDomain) => {
    const key = `${domain.name}|${domain.dkimSelector}|${domain.dkimKeyId}|${domain.dkimPrivateKey.toString('base64')}`;
    let options = keys.get(key);
    if (options === undefined) {
      const unsealed = dkimSigningOptions(domain, secrets);
      options = { domainName: unsealed.domainName, keySelector: unsealed.keySelector, privateKey: createPrivateKey(unsealed.privateKey) };
      keys.set(key, options);
    }
    return options;
  };

  const sendBatch = async (batch: readonly ClaimedCampaignSend[], now: Date, run: Counts, transport: CampaignTransport, keys: Map<string, { domainName: string; keySelector: string; privateKey: KeyObject }>) => {
    const cache = new Map<number, CampaignMailSource | null>();
    const sourceOf = async (send: ClaimedCampaignSend) => {
      if (!cache.has(send.campaignId)) cache.set(send.campaignId, await sources.source(send.organizationId, send.campaignId));
      return cache.get(send.campaignId) ?? null;
    };
    const retry = async (send: ClaimedCampaignSend, response: string, toAddress: string | null) => {
      const decision = nextSendAttempt('temporary', send.attempts, now);
      if (decision.kind === 'retry') {
        await claims.recordRetry(send, now, decision.at, response);
        run.retried += 1;
      } else {
        await claims.recordBounce(send, now, { response: `gave up after ${send.attempts} attempts: ${response}`, toAddress, markAddress: false });
        run.bounced += 1;
      }
    };
    const recipients = await claims.recipients(batch);
    /**
     * 250s not recorded yet: written together every SENT_FLUSH and at the batch's end (one statement). A crash loses at
     * most these: their claims expire and the journal finds them (without a journal they stay unknown: at most once).
     */
    let accepted: { send: ClaimedCampaignSend; response: string; toAddress: string; subject: string }[] = [];
    const flush = async () => {
      const taken = accepted;
      accepted = [];
      if (taken.length === 0) return;
      try {
        await claims.recordSentMany(taken, now);
        run.sent += taken.length;
      } catch (error) {
        // Left claimed: after the lease they become unknown and the journal decides (else never sent again).
        logger.error({ err: error, sendIds: taken.map((item) => item.send.id) }, 'campaign sender: 250s could not be recorded');
      }
    };
    const sendOne = async (send: ClaimedCampaignSend) => {
      try {
        const recipient: CampaignSendRecipient = recipients.get(send.id)!;
        if (recipient.optedOut) {
          await claims.recordCancelled(send, now, 'the contact opted out');
          run.cancelled += 1;
          return;
        }
        if (recipient.toAddress === null || recipient.bounced) {
          await claims.recordBounce(send, now, { response: recipient.toAddress === null ? 'no e-mail address' : 'address already bounced', toAddress: recipient.toAddress, markAddress: false });
          run.bounced += 1;
          return;
        }
        const source = await sourceOf(send);
        if (source === null || source.sender === null) {
          await claims.recordBounce(send, now, { response: 'the campaign has no sender any more', toAddress: recipient.toAddress, markAddress: false });
          run.bounced += 1;
          return;
        }
        let dkim;
        try {
          dkim = dkimOf(keys, source.sender.domain);
        } catch (error) {
          logger.warn({ err: error, campaignId: send.campaignId }, 'campaign sender: the DKIM key cannot be unsealed');
          await retry(send, 'the sender domain’s DKIM key cannot be unsealed', recipient.toAddress);
          return;
        }
        // The contact came with the batch's recipients (one query); `contacts` reads it when a caller's claims do not.
        const contact = recipient.contact !== undefined ? recipient.contact : await contacts.contact(send.contactId);
        const mail = await campaignMail(source, contact, dependencies.linksOf(send.trackingToken), (html) =>
          dependencies.trackEmail(html, send.trackingToken),
        );
        await throttle(source.sender.domain.name);
        try {
          // The journal's copy: a second envelope recipient only (no Bcc header), in the same SMTP transaction.
          const envelope = journal === null ? {} : { envelope: { from: source.sender.address, to: [recipient.toAddress, journal.address] } };
          const info = await transport.sendMail({ ...mail, to: recipient.toAddress, messageId: send.messageId, dkim, ...envelope });
          const refused = info.rejected?.length ? (info.rejectedErrors?.[0] ?? { responseCode: 550, response: 'recipient refused' }) : null;
          if (refused !== null) throw refused;
          accepted.push({ send, response: info.response ?? '250', toAddress: recipient.toAddress, subject: mail.subject });
          if (accepted.length >= SENT_FLUSH) await flush();
        } catch (raw) {
          const error = raw as SmtpError;
          const response = describeError(error);
          if (smtpFailureKind({ responseCode: error.responseCode ?? null, errorCode: error.code ?? null }) === 'permanent') {
            await claims.recordBounce(send, now, { response, toAddress: recipient.toAddress, markAddress: true });
            run.bounced += 1;
          } else {
            await retry(send, response, recipient.toAddress);
          }
        }
      } catch (error) {
        // Left claimed: after the lease it becomes unknown (looked up in the journal, else never sent again).
        logger.error({ err: error, sendId: send.id }, 'campaign sender: a send failed before its outcome was recorded');
      }
    };
    // `concurrency` workers over the batch (the pooled transport keeps that many SMTP connections busy).
    let next = 0;
    const worker = async () => {
      while (next < batch.length) await sendOne(batch[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
    await flush();
  };

  /** Unknown outcomes looked up in the journal (ADR 040), many Message-IDs per IMAP session. */
  const recover = async (now: Date, run: Counts) => {
    if (journal === null) return;
    const unknown = await claims.unknownSends(2000);
    if (unknown.length === 0) return;
    const found = await journal.find(
      unknown.map((send) => send.messageId),
      new Date(Math.min(...unknown.map((send) => send.claimedAt.getTime()))),
    );
    if (found === null) {
      logger.warn({ unknown: unknown.length }, 'campaign sender: the journal cannot be read; unknown outcomes wait for the next run');
      return;
    }
    const cutoff = now.getTime() - options.leaseMs - journalDelayMs;
    run.recovered += await claims.recordFoundInJournal(
      unknown.filter((send) => found.has(send.messageId)).map((send) => send.id),
      now,
    );
    run.resent += await claims.releaseForResend(
      unknown.filter((send) => !found.has(send.messageId) && send.claimedAt.getTime() < cutoff).map((send) => send.id),
      now,
    );
  };

  return {
    async runOnce(now) {
      const run: Counts = { started: 0, expired: 0, recovered: 0, resent: 0, claimed: 0, sent: 0, retried: 0, bounced: 0, cancelled: 0, finished: 0 };
      run.started = await claims.startScheduled(now);
      run.expired = await claims.expireClaims(now, options.leaseMs, journal !== null);
      await recover(now, run);
      let transport: CampaignTransport | null = null;
      const keys = new Map<string, { domainName: string; keySelector: string; privateKey: KeyObject }>();
      const startedAt = Date.now();
      try {
        for (;;) {
          // Stamped with the run's time plus the time it has run: a long run's late claims get their real age (the lease).
          const batch = await claims.claim(new Date(now.getTime() + (Date.now() - startedAt)), options.batchSize);
          if (batch.length === 0) break;
          run.claimed += batch.length;
          transport ??= dependencies.transport();
          await sendBatch(batch, now, run, transport, keys);
        }
      } finally {
        transport?.close();
      }
      for (const campaign of await claims.finishCampaigns(now, journal === null)) {
        run.finished += 1;
        await notifier
          .notify(campaign.ownerUserId, 'campaign', { campaign_name: campaign.name, campaign_id: campaign.id })
          .catch((error: unknown) => logger.warn({ err: error, campaignId: campaign.id }, 'campaign sender: the campaign notification failed'));
      }
      return run;
    },
  };
}

/** 250s recorded together (see `flush`). */
const SENT_FLUSH = 25;

type Counts = { -readonly [K in keyof CampaignSenderRun]: number };

import { nextSendAttempt, smtpFailureKind } from '@cible/core';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { dkimSigningOptions } from '../../mail/dkim-signing-options';
import type { SecretBox } from '../../security/secret-box';
import type { Notifier } from '../notifications/notifier';
import type { TemplateTestSendRepository } from '../template-test-send/template-test-send-repository';
import { campaignMail } from './campaign-send-mail';
import type { CampaignMailLinks } from './campaign-send-mail';
import type { CampaignSendClaims, ClaimedCampaignSend } from './campaign-send-claims';
import type { CampaignMailSource, CampaignSenderRepository } from './campaign-sender-repository';

/** What one run did (counts of sends, and campaigns finished). */
export interface CampaignSenderRun {
  readonly started: number;
  readonly expired: number;
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
  sendMail(mail: Record<string, unknown>): Promise<{ response?: string }>;
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
  readonly options: {
    readonly batchSize: number;
    readonly leaseMs: number;
    /** Mails per second per sender domain (the throttle). */
    readonly mailsPerSecondPerDomain: number;
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

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const describeError = (error: SmtpError): string =>
  [error.responseCode, error.response ?? error.message ?? error.code ?? 'failed'].filter((part) => part !== undefined).join(' ');

/**
 * The sender. Each run: scheduled campaigns whose date came start; claims past the lease become `unknown` (never sent
 * again: the relay keeps no Sent folder to look in, so at most once); then batches of due sends are claimed (one
 * transaction, SKIP LOCKED) and sent after commit through the relay, Message-ID = the send's message_id, DKIM-signed
 * with the sender domain's key, throttled per sender domain; 250 → sent, 4xx / lost connection → failed_temp with
 * core's back-off (5 min × 2^(n−1), 6 attempts), 5xx → failed_perm + bounce, never retried. Campaigns with every
 * send settled get their sent_date and the owner a "campaign" notification.
 */
export function createCampaignSender(dependencies: CampaignSenderDependencies): CampaignSender {
  const { claims, sources, contacts, secrets, notifier, logger, options } = dependencies;
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

  const sendBatch = async (batch: readonly ClaimedCampaignSend[], now: Date, run: Counts, transport: CampaignTransport) => {
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
    for (const send of batch) {
      try {
        const recipient = await claims.recipient(send);
        if (recipient.optedOut) {
          await claims.recordCancelled(send, now, 'the contact opted out');
          run.cancelled += 1;
          continue;
        }
        if (recipient.toAddress === null || recipient.bounced) {
          await claims.recordBounce(send, now, { response: recipient.toAddress === null ? 'no e-mail address' : 'address already bounced', toAddress: recipient.toAddress, markAddress: false });
          run.bounced += 1;
          continue;
        }
        const source = await sourceOf(send);
        if (source === null || source.sender === null) {
          await claims.recordBounce(send, now, { response: 'the campaign has no sender any more', toAddress: recipient.toAddress, markAddress: false });
          run.bounced += 1;
          continue;
        }
        let dkim;
        try {
          dkim = dkimSigningOptions(source.sender.domain, secrets);
        } catch (error) {
          logger.warn({ err: error, campaignId: send.campaignId }, 'campaign sender: the DKIM key cannot be unsealed');
          await retry(send, 'the sender domain’s DKIM key cannot be unsealed', recipient.toAddress);
          continue;
        }
        const mail = await campaignMail(source, await contacts.contact(send.contactId), dependencies.linksOf(send.trackingToken), (html) =>
          dependencies.trackEmail(html, send.trackingToken),
        );
        await throttle(source.sender.domain.name);
        try {
          const info = await transport.sendMail({ ...mail, to: recipient.toAddress, messageId: send.messageId, dkim });
          await claims.recordSent(send, now, { response: info.response ?? '250', toAddress: recipient.toAddress, subject: mail.subject });
          run.sent += 1;
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
        // Left claimed: after the lease it becomes unknown (at most once), never sent twice.
        logger.error({ err: error, sendId: send.id }, 'campaign sender: a send failed before its outcome was recorded');
      }
    }
  };

  return {
    async runOnce(now) {
      const run: Counts = { started: 0, expired: 0, claimed: 0, sent: 0, retried: 0, bounced: 0, cancelled: 0, finished: 0 };
      run.started = await claims.startScheduled(now);
      run.expired = await claims.expireClaims(now, options.leaseMs);
      let transport: CampaignTransport | null = null;
      try {
        for (;;) {
          const batch = await claims.claim(now, options.batchSize);
          if (batch.length === 0) break;
          run.claimed += batch.length;
          transport ??= dependencies.transport();
          await sendBatch(batch, now, run, transport);
        }
      } finally {
        transport?.close();
      }
      for (const campaign of await claims.finishCampaigns(now)) {
        run.finished += 1;
        await notifier
          .notify(campaign.ownerUserId, 'campaign', { campaign_name: campaign.name, campaign_id: campaign.id })
          .catch((error: unknown) => logger.warn({ err: error, campaignId: campaign.id }, 'campaign sender: the campaign notification failed'));
      }
      return run;
    },
  };
}

type Counts = { -readonly [K in keyof CampaignSenderRun]: number };

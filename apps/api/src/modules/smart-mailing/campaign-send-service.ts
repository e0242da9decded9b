import { checkCampaignSendable, DomainFailure, hasUnsubscribePlaceholder } from '@cible/core';
import type { Campaign, CampaignSendBody, CampaignSendTestBody, CampaignSendTimingId, CampaignSendVolume, CampaignSendVolumeQuery } from '@cible/core';
import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import { dkimSigningOptions } from '../../mail/dkim-signing-options';
import type { AuthContext } from '../../security/auth-context';
import type { SecretBox } from '../../security/secret-box';
import type { BatEmailsRepository } from '../bat-emails/bat-emails-repository';
import { consumeCredits } from '../credits/credit-ledger';
import type { Notifier } from '../notifications/notifier';
import { testAddressesOf } from '../template-test-send/template-test-send-service';
import { campaignMail } from './campaign-send-mail';
import type { CampaignMailLinks } from './campaign-send-mail';
import type { CampaignSendRepository } from './campaign-send-repository';
import type { CampaignSenderRepository } from './campaign-sender-repository';
import type { CampaignSendTrackingRepository } from './campaign-send-tracking-repository';
import type { TemplateTestSendRepository } from '../template-test-send/template-test-send-repository';
import type { CampaignTransport } from './campaign-sender';
import { MAILING_CREDIT_KIND } from './campaign-mailing-credit';
import { guardedDomainOfSender, guardSendVolume, sendVolumeFacts, sendVolumeOf } from './campaign-send-volume';

/** The send call and the test send of a campaign (docs/adr/038-campaign-sender.md). */
export interface CampaignSendService {
  send(auth: AuthContext, campaignId: number, body: CampaignSendBody): Promise<Campaign>;
  sendTest(auth: AuthContext, body: CampaignSendTestBody): Promise<void>;
  /** The daily volume guard's figures for a send of the campaign now or at `sent_date` (docs/adr/043). */
  sendVolume(auth: AuthContext, campaignId: number, query: CampaignSendVolumeQuery): Promise<CampaignSendVolume>;
  /** The mirror page of a sent mail (its HTML for its contact, untracked); null for an unknown token. */
  mirror(token: string): Promise<string | null>;
}

export interface CampaignSendDependencies {
  readonly db: Database;
  readonly repository: CampaignSendRepository;
  readonly sources: CampaignSenderRepository;
  readonly batEmails: Pick<BatEmailsRepository, 'ownAddress' | 'list'>;
  readonly secrets: SecretBox;
  readonly notifier: Pick<Notifier, 'notify'>;
  readonly transport: () => CampaignTransport;
  /** The links of a test mail (no send behind it: the preview unsubscribe page, the app's home as mirror). */
  readonly testLinks: CampaignMailLinks;
  /** After a send-now commits: the sender's job is asked to run (pg-boss), when it runs in this process. */
  readonly afterSendNow: () => void;
  /** The mirror page's sources: the send of a token, its contact, its links. */
  readonly sends: Pick<CampaignSendTrackingRepository, 'sendByToken'>;
  readonly contacts: Pick<TemplateTestSendRepository, 'contact'>;
  readonly linksOf: (trackingToken: string) => CampaignMailLinks;
  readonly now: () => Date;
  readonly logger: Pick<Logger, 'warn'>;
}

const notFound = () => new DomainFailure('NOT_FOUND', 'No such campaign.');


export function createCampaignSendService(dependencies: CampaignSendDependencies): CampaignSendService {
  const { db, repository, notifier, now } = dependencies;
  return {
    async send(auth, campaignId, body) {
      const organizationId = auth.user.organizationId;
      const at = now();
      const timing = body.send_timing_id as CampaignSendTimingId;
      let short: { owner: number; name: string; required: number; available: number } | null = null;
      await db.transaction(async (tx) => {
        const campaign = await repository.lockCampaign(tx, organizationId, campaignId);
        if (campaign === null) throw notFound();
        const targetCount = await repository.countTargets(tx, organizationId, campaignId);
        const checked = checkCampaignSendable(campaign, { timing, targetCount, scheduledDate: body.sent_date ?? null, now: DateTime.fromJSDate(at) });
        if (!checked.ok) throw new DomainFailure(checked.error.code, `The campaign cannot be sent: ${checked.error.code}.`, { details: checked.error.details ?? {} });
        const domain = await repository.senderDomain(tx, organizationId, campaign.sender_id!);
        if (domain === null) throw new DomainFailure('CAMPAIGN.SENDER_MISSING', 'The campaign’s sender is gone.');
        const scheduledAt = timing === 2 ? DateTime.fromISO(body.sent_date!, { zone: 'Europe/Paris' }).toJSDate() : null;
        // The daily volume guard (docs/adr/043): the mails of the sender's domain on the send's Paris day.
        const guarded = await guardedDomainOfSender(tx, organizationId, campaign.sender_id!);
        if (guarded === null) throw new DomainFailure('CAMPAIGN.SENDER_MISSING', 'The campaign’s sender is gone.');
        await guardSendVolume(tx, { organizationId, campaignId, domain: guarded, at: scheduledAt ?? at, sendCount: targetCount, acknowledged: body.confirm_bulk_volume === true });
        // Credits for the targets that have no send yet (a rescheduled or scheduled-then-sent campaign paid already).
        const [unpaid] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM campaign_targets t WHERE t.campaign_id = $1 AND t.organization_id = $2
              AND NOT EXISTS (SELECT 1 FROM campaign_sends s WHERE s.campaign_id = t.campaign_id AND s.contact_id = t.contact_id)`,
          [campaignId, organizationId],
        );
        const required = unpaid?.n ?? 0;
        if (required > 0) {
          const taken = await consumeCredits(tx, { organizationId, userId: campaign.owner_user_id, kind: MAILING_CREDIT_KIND, amount: required, reference: `campaign:${campaignId}` });
          if (!taken.ok) {
            short = { owner: campaign.owner_user_id, name: campaign.name, required, available: taken.available };
            return tx.rollback(undefined);
          }
        }
        await repository.start(tx, { organizationId, campaignId, statusId: checked.value, dueAt: scheduledAt ?? at, scheduledAt, now: at, messageIdHost: domain });
        return undefined;
      });
      if (short !== null) {
        const { owner, name, required, available } = short;
        await notifier
          .notify(owner, 'insufficient_mailing_credits', { campaign_name: name, campaign_id: campaignId })
          .catch((error: unknown) => dependencies.logger.warn({ err: error, campaignId }, 'campaign send: the insufficient-credits notification failed'));
        throw new DomainFailure('CREDITS.INSUFFICIENT', 'Not enough mailing credits for the campaign’s targets (details.required, details.available).', {
          details: { required, available },
        });
      }
      if (timing === 1) dependencies.afterSendNow();
      const dto = await repository.dto(organizationId, campaignId);
      if (dto === null) throw notFound();
      return dto;
    },

    async sendVolume(auth, campaignId, query) {
      const organizationId = auth.user.organizationId;
      const campaign = await repository.find(organizationId, campaignId);
      if (campaign === null) throw notFound();
      const at = query.sent_date === undefined ? now() : new Date(query.sent_date);
      const sendCount = await db.transaction((tx) => repository.countTargets(tx, organizationId, campaignId));
      const domain = campaign.sender_id === null ? null : await guardedDomainOfSender(db, organizationId, campaign.sender_id);
      const facts = domain === null ? null : await sendVolumeFacts(db, { organizationId, campaignId, domain, at, sendCount });
      return sendVolumeOf(facts, DateTime.fromJSDate(at, { zone: 'Europe/Paris' }).toISODate()!, sendCount);
    },

    async sendTest(auth, body) {
      const organizationId = auth.user.organizationId;
      const campaign = await repository.find(organizationId, body.campaign_id);
      if (campaign === null) throw notFound();
      const source = await dependencies.sources.source(organizationId, body.campaign_id);
      if (source === null) throw notFound();
      if (source.subject.trim() === '') throw new DomainFailure('CAMPAIGN.SUBJECT_MISSING', 'The campaign has no subject.');
      if (source.html.trim() === '') throw new DomainFailure('CAMPAIGN.CONTENT_MISSING', 'The campaign has no content.');
      if (!hasUnsubscribePlaceholder([source.header, source.html, source.footer].join('\n'))) {
        throw new DomainFailure('CAMPAIGN.UNSUBSCRIBE_LINK_MISSING', 'The campaign has no unsubscribe link.');
      }
      if (source.sender === null) throw new DomainFailure('CAMPAIGN.SENDER_MISSING', 'The campaign has no sender.');
      const addresses = await testAddressesOf(dependencies.batEmails, { userId: auth.user.id, organizationId }, body.bat_email_id_list);
      const dkim = dkimSigningOptions(source.sender.domain, dependencies.secrets);
      // The same rendering as the campaign's mails, for no contact (variables left empty), untracked, not counted.
      const mail = await campaignMail(source, null, dependencies.testLinks, async (html) => html);
      const transport = dependencies.transport();
      try {
        for (const to of addresses) await transport.sendMail({ ...mail, subject: `[TEST] ${mail.subject}`, to, dkim });
      } finally {
        transport.close();
      }
    },

    async mirror(token) {
      const send = await dependencies.sends.sendByToken(token);
      if (send === null) return null;
      const source = await dependencies.sources.source(send.organizationId, send.campaignId);
      if (source === null || source.sender === null) return null;
      const mail = await campaignMail({ ...source, mirrorLink: false }, await dependencies.contacts.contact(send.contact.id), dependencies.linksOf(token), async (html) => html);
      return mail.html;
    },
  };
}

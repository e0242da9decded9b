/**
 * Campaigns (smart mailing, migration 0035, docs/adr/032-campaigns-model.md): the organisation's header and footer,
 * sending domains (DKIM key pair, private key sealed; last SPF/DKIM/DMARC check), senders (one default), campaigns,
 * their targets, sends (one per campaign and contact: the idempotency key) and events. Re-exported by `schema.ts`.
 * Written by hand in the migration (foreign keys, checks, the expression and partial unique indexes).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { SEQUENCE_SEND_STATUSES } from './schema-sequence-runner';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
/** A `bytea` column (drizzle 0.45 has no built-in one): a Buffer both ways. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The outcomes of a sending domain's DNS check (core's DOMAIN_CHECK_RESULTS). */
export const DOMAIN_CHECK_RESULT_VALUES = ['pass', 'fail', 'missing', 'unknown'] as const;
/** The events of a campaign send (core's CAMPAIGN_EMAIL_EVENTS). */
export const CAMPAIGN_EVENT_TYPES = ['sent', 'delivered', 'opened', 'clicked', 'replied', 'bounced', 'unsubscribed'] as const;

export const smartMailingSettings = pgTable('smart_mailing_settings', {
  organizationId: integer('organization_id').primaryKey(),
  emailHeader: text('email_header'),
  emailFooter: text('email_footer'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const sendingDomains = pgTable(
  'sending_domains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    name: text('name').notNull(),
    dkimSelector: text('dkim_selector').notNull(),
    /** PKCS#8 PEM sealed with the mailbox secret box (MAIL_SECRET_KEY); `dkim_key_id` names the key. */
    dkimPrivateKey: bytea('dkim_private_key').notNull(),
    dkimKeyId: text('dkim_key_id').notNull(),
    /** SPKI DER in base64: the `p=` of the DKIM record. */
    dkimPublicKey: text('dkim_public_key').notNull(),
    spfResult: text('spf_result', { enum: DOMAIN_CHECK_RESULT_VALUES }),
    dkimResult: text('dkim_result', { enum: DOMAIN_CHECK_RESULT_VALUES }),
    dmarcResult: text('dmarc_result', { enum: DOMAIN_CHECK_RESULT_VALUES }),
    /** The reason of each result: `{ spf, dkim, dmarc }`. */
    checkDetails: jsonb('check_details'),
    checkedAt: at('checked_at'),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sending_domains_organization_name_unique').on(table.organizationId, sql`lower(${table.name})`)],
);

export const senders = pgTable(
  'senders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    /** → sending_domains.id (ON DELETE RESTRICT: a domain a sender uses stays). */
    domainId: integer('domain_id').notNull(),
    senderName: text('sender_name').notNull(),
    senderEmailLocalPart: text('sender_email_local_part').notNull(),
    senderEmailDomainNamePart: text('sender_email_domain_name_part').notNull(),
    replyToEmail: text('reply_to_email'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('senders_one_default_per_organization').on(table.organizationId).where(sql`${table.isDefault}`),
    index('senders_organization_idx').on(table.organizationId),
    index('senders_domain_idx').on(table.domainId),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    ownerUserId: integer('owner_user_id').notNull(),
    name: text('name').notNull(),
    /** Campaign status catalogue: 1 draft, 2 scheduled, 3 sent. */
    statusId: smallint('status_id').notNull().default(1),
    senderId: integer('sender_id'),
    sentDate: at('sent_date'),
    scheduledAt: at('scheduled_at'),
    emailSubject: text('email_subject'),
    emailHtmlContent: text('email_html_content'),
    emailHeader: text('email_header'),
    emailFooter: text('email_footer'),
    emailPreHeader: text('email_pre_header'),
    mirrorLink: boolean('mirror_link').notNull().default(false),
    mirrorLinkText: text('mirror_link_text'),
    editor: text('editor', { enum: ['html', 'topol'] }).notNull().default('html'),
    topolTemplate: jsonb('topol_template'),
    usedQueryId: integer('used_query_id'),
    targetQueryId: integer('target_query_id'),
    openersQueryId: integer('openers_query_id'),
    clickersQueryId: integer('clickers_query_id'),
    creationDate: at('creation_date').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_organization_status_idx').on(table.organizationId, table.statusId, table.updatedAt),
    index('campaigns_scheduled_idx').on(table.scheduledAt).where(sql`${table.statusId} = 2`),
    index('campaigns_sender_idx').on(table.senderId),
  ],
);

export const campaignTargets = pgTable(
  'campaign_targets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    /** Prospect status catalogue, 1 to 6. */
    statusId: smallint('status_id').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [unique('campaign_targets_campaign_contact_unique').on(table.campaignId, table.contactId), index('campaign_targets_organization_idx').on(table.organizationId)],
);

export const campaignSends = pgTable(
  'campaign_sends',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    /** With contact_id the idempotency key of the send. */
    campaignId: integer('campaign_id').notNull(),
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: SEQUENCE_SEND_STATUSES }).notNull().default('planned'),
    dueAt: at('due_at').notNull(),
    /** Generated before the SMTP exchange (an unknown outcome is looked up by it, ADR 030). */
    messageId: text('message_id').notNull(),
    trackingToken: text('tracking_token').notNull(),
    toAddress: text('to_address'),
    subject: text('subject'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    smtpResponse: text('smtp_response'),
    trackedLinks: jsonb('tracked_links').$type<string[]>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('campaign_sends_campaign_contact_unique').on(table.campaignId, table.contactId),
    unique('campaign_sends_message_id_unique').on(table.messageId),
    unique('campaign_sends_tracking_token_unique').on(table.trackingToken),
    index('campaign_sends_due_idx').on(table.status, table.dueAt),
    index('campaign_sends_organization_idx').on(table.organizationId),
  ],
);

export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    targetId: integer('target_id'),
    sendId: integer('send_id'),
    type: text('type', { enum: CAMPAIGN_EVENT_TYPES }).notNull(),
    isBot: boolean('is_bot').notNull().default(false),
    detail: jsonb('detail'),
    occurredAt: at('occurred_at').notNull().defaultNow(),
  },
  (table) => [
    index('campaign_events_campaign_idx').on(table.campaignId, table.type, table.occurredAt),
    index('campaign_events_target_idx').on(table.targetId, table.occurredAt),
    index('campaign_events_send_idx').on(table.sendId),
    index('campaign_events_organization_occurred_idx').on(table.organizationId, table.occurredAt),
  ],
);

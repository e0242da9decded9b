import { randomBytes, randomUUID } from 'node:crypto';
import type { Campaign } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';

/** A campaign as the send call reads it (entity field names, as core's checkCampaignSendable reads them). */
export interface CampaignForSend {
  readonly id: number;
  readonly organization_id: number;
  readonly owner_user_id: number;
  readonly name: string;
  readonly status_id: number;
  readonly sender_id: number | null;
  readonly email_subject: string | null;
  readonly email_html_content: string | null;
  readonly email_header: string | null;
  readonly email_footer: string | null;
  readonly mirror_link: boolean;
  readonly mirror_link_text: string | null;
}

/** What the send call writes in its one transaction (after the credits were taken). */
export interface CampaignSendStart {
  readonly organizationId: number;
  readonly campaignId: number;
  readonly statusId: number;
  /** The first instant a send may go: now, or the scheduled date. */
  readonly dueAt: Date;
  readonly scheduledAt: Date | null;
  readonly now: Date;
  /** The host of the Message-IDs (the sender's domain). */
  readonly messageIdHost: string;
}

/** SQL of the send call (docs/adr/038-campaign-sender.md), always scoped by organisation. */
export interface CampaignSendRepository {
  /** The campaign locked for the send (FOR UPDATE), null when not of the organisation. */
  lockCampaign(tx: Transaction, organizationId: number, campaignId: number): Promise<CampaignForSend | null>;
  countTargets(tx: Transaction, organizationId: number, campaignId: number): Promise<number>;
  /** The sender's address domain, null when the sender is gone. */
  senderDomain(tx: Transaction, organizationId: number, senderId: number): Promise<string | null>;
  /**
   * Moves the campaign to its status and plans one send per target (planned, due at `dueAt`, message_id and tracking
   * token generated now); a target already planned keeps its send (UNIQUE campaign + contact). Answers the sends created.
   */
  start(tx: Transaction, start: CampaignSendStart): Promise<number>;
  /** The campaign as the contract answers it. */
  dto(organizationId: number, campaignId: number): Promise<Campaign | null>;
  /** The campaign (for a test send), null when not of the organisation. */
  find(organizationId: number, campaignId: number): Promise<CampaignForSend | null>;
}

const FIELDS = `id, organization_id, owner_user_id, name, status_id, sender_id, email_subject, email_html_content, email_header,
  email_footer, mirror_link, mirror_link_text`;

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** A random URL-safe token (the mail's tracking and unsubscribe capability: 144 bits). */
export const newTrackingToken = (): string => randomBytes(18).toString('base64url');

export function createCampaignSendRepository(db: Database): CampaignSendRepository {
  return {
    async lockCampaign(tx, organizationId, campaignId) {
      const [row] = await tx.query<CampaignForSend>(`SELECT ${FIELDS} FROM campaigns WHERE id = $1 AND organization_id = $2 FOR UPDATE`, [campaignId, organizationId]);
      return row ?? null;
    },
    async countTargets(tx, organizationId, campaignId) {
      const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM campaign_targets WHERE campaign_id = $1 AND organization_id = $2', [campaignId, organizationId]);
      return row?.n ?? 0;
    },
    async senderDomain(tx, organizationId, senderId) {
      const [row] = await tx.query<{ domain: string }>('SELECT sender_email_domain_name_part AS domain FROM senders WHERE id = $1 AND organization_id = $2', [senderId, organizationId]);
      return row?.domain ?? null;
    },
    async start(tx, start) {
      await tx.query(
        `UPDATE campaigns SET status_id = $3, scheduled_at = $4, sent_date = $4, updated_at = $5 WHERE id = $1 AND organization_id = $2`,
        [start.campaignId, start.organizationId, start.statusId, start.scheduledAt, start.now],
      );
      const targets = await tx.query<{ contact_id: string | number }>(
        'SELECT contact_id FROM campaign_targets WHERE campaign_id = $1 AND organization_id = $2 ORDER BY id',
        [start.campaignId, start.organizationId],
      );
      if (targets.length === 0) return 0;
      const contactIds = targets.map((row) => Number(row.contact_id));
      const messageIds = contactIds.map(() => `<${randomUUID()}@${start.messageIdHost}>`);
      const tokens = contactIds.map(() => newTrackingToken());
      const created = await tx.query<{ id: number }>(
        `INSERT INTO campaign_sends (organization_id, campaign_id, contact_id, due_at, message_id, tracking_token)
         SELECT $1, $2, t.contact_id, $3, t.message_id, t.token
           FROM unnest($4::bigint[], $5::text[], $6::text[]) AS t(contact_id, message_id, token)
         ON CONFLICT (campaign_id, contact_id) DO UPDATE SET due_at = EXCLUDED.due_at, updated_at = now()
           WHERE campaign_sends.status = 'planned'
         RETURNING id`,
        [start.organizationId, start.campaignId, start.dueAt, contactIds, messageIds, tokens],
      );
      return created.length;
    },
    async dto(organizationId, campaignId) {
      const [row] = await db.query<Record<string, unknown>>(
        `SELECT id, name, status_id, owner_user_id, sender_id, sent_date, email_subject, email_html_content, email_header, email_footer,
                email_pre_header, mirror_link, mirror_link_text, editor, topol_template, used_query_id, target_query_id, openers_query_id,
                clickers_query_id, organization_id, creation_date, updated_at
           FROM campaigns WHERE id = $1 AND organization_id = $2`,
        [campaignId, organizationId],
      );
      if (row === undefined) return null;
      return {
        ...row,
        sent_date: iso(row.sent_date as Date | null),
        creation_date: iso(row.creation_date as Date)!,
        updated_at: iso(row.updated_at as Date)!,
      } as Campaign;
    },
    async find(organizationId, campaignId) {
      const [row] = await db.query<CampaignForSend>(`SELECT ${FIELDS} FROM campaigns WHERE id = $1 AND organization_id = $2`, [campaignId, organizationId]);
      return row ?? null;
    },
  };
}

import type { Database } from '../../db/database';
import type { SigningDomain } from '../../mail/dkim-signing-options';

/** What every mail of a campaign is made of (read once per campaign and run). */
export interface CampaignMailSource {
  readonly campaignId: number;
  readonly organizationId: number;
  readonly ownerUserId: number;
  readonly name: string;
  readonly subject: string;
  readonly html: string;
  /** The campaign's header and footer, else the organisation's (smart-mailing settings). */
  readonly header: string | null;
  readonly footer: string | null;
  readonly mirrorLink: boolean;
  readonly mirrorLinkText: string | null;
  /** The text mail clients show after the subject ('' when none). */
  readonly preHeader: string;
  readonly owner: { readonly first_name: string; readonly last_name: string } | null;
  /** The sender and its domain (DKIM key sealed); null when the campaign has no sender any more. */
  readonly sender: {
    readonly name: string;
    readonly address: string;
    readonly replyTo: string | null;
    readonly domain: SigningDomain;
  } | null;
}

/** SQL of the campaign sender's content (docs/adr/038-campaign-sender.md). */
export interface CampaignSenderRepository {
  /** The campaign's mail source, scoped by organisation; null when gone. */
  source(organizationId: number, campaignId: number): Promise<CampaignMailSource | null>;
}

export function createCampaignSenderRepository(db: Database): CampaignSenderRepository {
  return {
    async source(organizationId, campaignId) {
      const [row] = await db.query<{
        id: number;
        organization_id: number;
        owner_user_id: number;
        name: string;
        email_subject: string | null;
        email_html_content: string | null;
        email_header: string | null;
        email_footer: string | null;
        mirror_link: boolean;
        mirror_link_text: string | null;
        email_pre_header: string | null;
        first_name: string | null;
        last_name: string | null;
        sender_name: string | null;
        local_part: string | null;
        domain_part: string | null;
        reply_to_email: string | null;
        domain_name: string | null;
        dkim_selector: string | null;
        dkim_private_key: Buffer | null;
        dkim_key_id: string | null;
      }>(
        `SELECT c.id, c.organization_id, c.owner_user_id, c.name, c.email_subject, c.email_html_content,
                coalesce(c.email_header, st.email_header) AS email_header, coalesce(c.email_footer, st.email_footer) AS email_footer,
                c.mirror_link, c.mirror_link_text, c.email_pre_header, u.first_name, u.last_name,
                se.sender_name, se.sender_email_local_part AS local_part, se.sender_email_domain_name_part AS domain_part, se.reply_to_email,
                d.name AS domain_name, d.dkim_selector, d.dkim_private_key, d.dkim_key_id
           FROM campaigns c
           LEFT JOIN users u ON u.id = c.owner_user_id
           LEFT JOIN smart_mailing_settings st ON st.organization_id = c.organization_id
           LEFT JOIN senders se ON se.id = c.sender_id AND se.organization_id = c.organization_id
           LEFT JOIN sending_domains d ON d.id = se.domain_id
          WHERE c.id = $1 AND c.organization_id = $2`,
        [campaignId, organizationId],
      );
      if (row === undefined) return null;
      return {
        campaignId: row.id,
        organizationId: row.organization_id,
        ownerUserId: row.owner_user_id,
        name: row.name,
        subject: row.email_subject ?? '',
        html: row.email_html_content ?? '',
        header: row.email_header,
        footer: row.email_footer,
        mirrorLink: row.mirror_link,
        mirrorLinkText: row.mirror_link_text,
        preHeader: row.email_pre_header ?? '',
        owner: row.first_name === null ? null : { first_name: row.first_name, last_name: row.last_name ?? '' },
        sender:
          row.sender_name === null || row.domain_name === null
            ? null
            : {
                name: row.sender_name,
                address: `${row.local_part}@${row.domain_part}`,
                replyTo: row.reply_to_email,
                domain: { name: row.domain_name, dkimSelector: row.dkim_selector!, dkimPrivateKey: row.dkim_private_key!, dkimKeyId: row.dkim_key_id! },
              },
      };
    },
  };
}

import { describe, expect, it } from 'vitest';
import { CampaignCreateBodySchema, CampaignListQuerySchema, CampaignSchema, CampaignSendBodySchema, CampaignSendTestBodySchema } from './campaigns.contract';

const campaign = {
  id: 70,
  name: 'Voeux 2025',
  status_id: 1,
  owner_user_id: 12,
  sender_id: 4,
  sent_date: null,
  email_subject: 'Meilleurs voeux',
  email_html_content: '<p>Bonne année {{unsubscribe_link}}</p>',
  email_header: null,
  email_footer: null,
  email_pre_header: 'Toute l’équipe vous souhaite…',
  mirror_link: true,
  mirror_link_text: 'Voir dans le navigateur',
  editor: 'topol',
  topol_template: { rows: [] },
  used_query_id: null,
  target_query_id: 88,
  openers_query_id: null,
  clickers_query_id: null,
  organization_id: 3,
  creation_date: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-03T10:00:00.000Z',
};

describe('campaigns contract', () => {
  it('parses a campaign with the spec’s fields', () => {
    expect(CampaignSchema.parse(campaign)).toEqual(campaign);
  });

  it('refuses a campaign status outside 1–3 and an unknown editor', () => {
    expect(CampaignSchema.safeParse({ ...campaign, status_id: 4 }).success).toBe(false);
    expect(CampaignSchema.safeParse({ ...campaign, editor: 'word' }).success).toBe(false);
  });

  it('checks campaign creation and sending, and the test send', () => {
    expect(CampaignCreateBodySchema.safeParse({ name: 'Voeux', status_id: 3 }).success).toBe(false);
    expect(CampaignCreateBodySchema.safeParse({ name: 'Voeux', email_subject: 'x'.repeat(256) }).success).toBe(false);
    expect(CampaignSendBodySchema.safeParse({ send_timing_id: 1 }).success).toBe(true);
    expect(CampaignSendBodySchema.safeParse({ send_timing_id: 2 }).error?.issues[0]?.message).toBe('CAMPAIGN.SCHEDULED_DATE_MISSING');
    expect(CampaignSendTestBodySchema.parse({ bat_email_id_list: [0, 5], campaign_id: 70 })).toEqual({ bat_email_id_list: [0, 5], campaign_id: 70 });
    expect(CampaignSendTestBodySchema.safeParse({ bat_email_id_list: [], campaign_id: 70 }).success).toBe(false);
  });

  it('lists campaigns 1000 per page', () => {
    expect(CampaignListQuerySchema.parse({ status_id: '3', sort: '-sent_date' })).toEqual({ status_id: 3, sort: '-sent_date', limit: 1000, offset: 0 });
  });
});

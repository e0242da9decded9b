import { describe, expect, it } from 'vitest';
import {
  CampaignCreateBodySchema,
  CampaignListQuerySchema,
  CampaignSchema,
  CampaignSendBodySchema,
  CampaignSendTestBodySchema,
  CampaignSendVolumeQuerySchema,
  CampaignSendVolumeSchema,
  CampaignUpdateBodySchema,
} from './campaigns.contract';

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

  it('takes a campaign back to draft only (status_id 1), and the bulk-volume acknowledgement on the send', () => {
    expect(CampaignUpdateBodySchema.parse({ status_id: 1 })).toEqual({ status_id: 1 });
    expect(CampaignUpdateBodySchema.safeParse({ status_id: 2 }).success).toBe(false);
    expect(CampaignUpdateBodySchema.safeParse({ status_id: 3 }).success).toBe(false);
    expect(CampaignSendBodySchema.parse({ send_timing_id: 1, confirm_bulk_volume: true })).toEqual({ send_timing_id: 1, confirm_bulk_volume: true });
    expect(CampaignSendBodySchema.safeParse({ send_timing_id: 1, confirm_bulk_volume: 'yes' }).success).toBe(false);
  });

  it('answers the daily volume guard’s figures', () => {
    const figures = {
      day: '2026-11-29',
      domain: 'atlas.demo',
      other_count: 4998,
      send_count: 3,
      total_count: 5001,
      threshold: 5000,
      spf_result: 'pass',
      dkim_result: null,
      dmarc_result: 'missing',
      is_authenticated: false,
      requires_confirmation: true,
    };
    expect(CampaignSendVolumeSchema.parse(figures)).toEqual(figures);
    expect(CampaignSendVolumeSchema.safeParse({ ...figures, spf_result: 'softfail' }).success).toBe(false);
    expect(CampaignSendVolumeQuerySchema.parse({ sent_date: '2026-11-30T09:00:00+01:00' })).toEqual({ sent_date: '2026-11-30T09:00:00+01:00' });
    expect(CampaignSendVolumeQuerySchema.safeParse({ sent_date: 'demain' }).success).toBe(false);
  });

  it('lists campaigns 1000 per page', () => {
    expect(CampaignListQuerySchema.parse({ status_id: '3', sort: '-sent_date' })).toEqual({ status_id: 3, sort: '-sent_date', limit: 1000, offset: 0 });
  });
});

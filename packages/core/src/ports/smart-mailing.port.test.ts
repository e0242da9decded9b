import { describe, expect, it } from 'vitest';
import { LIST_TYPES } from '../catalogues/list-types';
import {
  CampaignCreateBodySchema,
  CampaignImportTargetsBodySchema,
  CampaignListQuerySchema,
  CampaignSchema,
  CampaignSendBodySchema,
  CampaignSendTestBodySchema,
  CampaignTargetListQuerySchema,
  CampaignTargetSchema,
  SenderCreateBodySchema,
  SenderSchema,
  SMART_MAILING_ENDPOINTS,
  SmartMailingSettingsBodySchema,
} from './smart-mailing.port';

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

const sender = {
  id: 4,
  sender_name: 'Jeanne de Exemple',
  sender_email_local_part: 'jeanne',
  sender_email_domain_name_part: 'exemple.fr',
  reply_to_email: null,
  is_default: true,
  organization_id: 3,
};

describe('smart-mailing port entities', () => {
  it('parses a campaign, a sender and a campaign target of prospecting §3', () => {
    expect(CampaignSchema.parse(campaign)).toEqual(campaign);
    expect(SenderSchema.parse(sender)).toEqual(sender);
    const target = { id: 1, contact_id: 201, status_id: 1, email_event_list: ['sent', 'opened'], contact: null };
    expect(CampaignTargetSchema.parse(target)).toEqual(target);
  });

  it('refuses a campaign status outside 1–3 and an unknown editor', () => {
    expect(CampaignSchema.safeParse({ ...campaign, status_id: 4 }).success).toBe(false);
    expect(CampaignSchema.safeParse({ ...campaign, editor: 'word' }).success).toBe(false);
  });
});

describe('smart-mailing port bodies', () => {
  it('checks send-test and import bodies of prospecting §7', () => {
    expect(CampaignSendTestBodySchema.parse({ bat_email_id_list: [0, 5], campaign_id: 70 })).toEqual({ bat_email_id_list: [0, 5], campaign_id: 70 });
    expect(CampaignSendTestBodySchema.safeParse({ bat_email_id_list: [], campaign_id: 70 }).success).toBe(false);
    expect(CampaignImportTargetsBodySchema.parse({ campaign_id: 70, contact_id_list: [201, 202] })).toEqual({ campaign_id: 70, contact_id_list: [201, 202] });
    expect(CampaignImportTargetsBodySchema.safeParse({ campaign_id: 70, contact_id_list: Array.from({ length: 50_001 }, (_, i) => i + 1) }).success).toBe(false);
  });

  it('checks campaign creation, sending and settings', () => {
    expect(CampaignCreateBodySchema.safeParse({ name: 'Voeux', status_id: 3 }).success).toBe(false);
    expect(CampaignCreateBodySchema.safeParse({ name: 'Voeux', email_subject: 'x'.repeat(256) }).success).toBe(false);
    expect(CampaignSendBodySchema.safeParse({ send_timing_id: 1 }).success).toBe(true);
    expect(CampaignSendBodySchema.safeParse({ send_timing_id: 2 }).error?.issues[0]?.message).toBe('CAMPAIGN.SCHEDULED_DATE_MISSING');
    expect(SmartMailingSettingsBodySchema.parse({ email_header: '<p>Exemple</p>', email_footer: null })).toEqual({
      email_header: '<p>Exemple</p>',
      email_footer: null,
    });
  });

  it('checks senders: local part, domain and reply-to', () => {
    const { id: _id, organization_id: _organization, ...body } = sender;
    expect(SenderCreateBodySchema.parse(body)).toEqual(body);
    expect(SenderCreateBodySchema.safeParse({ ...body, sender_email_local_part: 'jeanne@exemple.fr' }).success).toBe(false);
    expect(SenderCreateBodySchema.safeParse({ ...body, sender_email_domain_name_part: 'exemple' }).success).toBe(false);
    expect(SenderCreateBodySchema.safeParse({ ...body, reply_to_email: 'not-an-email' }).success).toBe(false);
  });

  it('lists campaigns 1000 per page and target lists by the list-type catalogue codes', () => {
    expect(CampaignListQuerySchema.parse({ status_id: '3', sort: '-sent_date' })).toEqual({ status_id: 3, sort: '-sent_date', limit: 1000, offset: 0 });
    for (const type of LIST_TYPES) expect(CampaignTargetListQuerySchema.parse({ list_type: type.code }).list_type).toBe(type.code);
  });
});

describe('SMART_MAILING_ENDPOINTS', () => {
  it('covers every operation of prospecting §7 "Smart mailing" under /v1/smart-mailing', () => {
    const routes = Object.values(SMART_MAILING_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /v1/smart-mailing/senders',
        'POST /v1/smart-mailing/senders',
        'PATCH /v1/smart-mailing/senders/{id}',
        'DELETE /v1/smart-mailing/senders/{id}',
        'GET /v1/smart-mailing/campaigns',
        'POST /v1/smart-mailing/campaigns',
        'GET /v1/smart-mailing/campaigns/{id}',
        'PATCH /v1/smart-mailing/campaigns/{id}',
        'DELETE /v1/smart-mailing/campaigns/{id}',
        'GET /v1/smart-mailing/campaigns/{id}/statistics',
        'GET /v1/smart-mailing/campaigns/{id}/targets',
        'POST /v1/smart-mailing/check-targets',
        'POST /v1/smart-mailing/import-targets',
        'POST /v1/smart-mailing/campaigns/{id}/duplicate',
        'POST /v1/smart-mailing/send-test',
        'GET /v1/smart-mailing/target-lists',
        'GET /v1/smart-mailing/domains',
        'GET /v1/smart-mailing/settings',
        'PUT /v1/smart-mailing/settings',
        'GET /v1/smart-mailing/used-senders',
      ]),
    );
    expect(routes.every((route) => route.includes(' /v1/smart-mailing/'))).toBe(true);
  });
});

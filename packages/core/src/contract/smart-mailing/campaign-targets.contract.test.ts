import { describe, expect, it } from 'vitest';
import { LIST_TYPES } from '../../catalogues/list-types';
import { CampaignImportTargetsBodySchema, CampaignTargetListQuerySchema, CampaignTargetSchema } from './campaign-targets.contract';

describe('campaign targets contract', () => {
  it('parses a campaign target with the spec’s fields', () => {
    const target = { id: 1, contact_id: 201, status_id: 1, email_event_list: ['sent', 'opened'], contact: null };
    expect(CampaignTargetSchema.parse(target)).toEqual(target);
  });

  it('checks the spec’s import body', () => {
    expect(CampaignImportTargetsBodySchema.parse({ campaign_id: 70, contact_id_list: [201, 202] })).toEqual({ campaign_id: 70, contact_id_list: [201, 202] });
    expect(CampaignImportTargetsBodySchema.safeParse({ campaign_id: 70, contact_id_list: Array.from({ length: 50_001 }, (_, i) => i + 1) }).success).toBe(false);
  });

  it('takes a list instead of contacts (query_id); which of the two is given is the service’s check', () => {
    expect(CampaignImportTargetsBodySchema.parse({ campaign_id: 70, query_id: 12 })).toEqual({ campaign_id: 70, query_id: 12 });
    expect(CampaignImportTargetsBodySchema.safeParse({ campaign_id: 70, query_id: 'x' }).success).toBe(false);
    expect(CampaignImportTargetsBodySchema.safeParse({ campaign_id: 70, contact_id_list: [] }).success).toBe(false);
    expect(CampaignImportTargetsBodySchema.safeParse({ campaign_id: 70, query_id: 12, extra: 1 }).success).toBe(false);
  });

  it('lists target lists by the list-type catalogue codes', () => {
    for (const type of LIST_TYPES) expect(CampaignTargetListQuerySchema.parse({ list_type: type.code }).list_type).toBe(type.code);
  });
});

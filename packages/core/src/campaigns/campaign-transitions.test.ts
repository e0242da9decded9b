import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { CAMPAIGN_STATUSES } from '../catalogues/campaign-statuses';
import {
  CAMPAIGN_SEND_TIMING,
  CAMPAIGN_STATUS_TRANSITIONS,
  allowedCampaignTransitions,
  campaignStatusForTiming,
  canDeleteCampaign,
  canTransitionCampaign,
  checkCampaignSendable,
  isCampaignEditable,
  transitionCampaign,
} from './campaign-transitions';
import type { CampaignSendableFields, CampaignSendRequest } from './campaign-transitions';

const statusIds = CAMPAIGN_STATUSES.map((s) => s.id);

describe('campaign transitions', () => {
  it('follows the designed table', () => {
    expect(CAMPAIGN_STATUS_TRANSITIONS).toEqual({ 1: [2, 3], 2: [1, 3], 3: [] });
    expect(allowedCampaignTransitions(1)).toEqual([2, 3]);
    expect(allowedCampaignTransitions(7)).toEqual([]);
    expect(canTransitionCampaign(2, 1)).toBe(true);
    expect(canTransitionCampaign(3, 1)).toBe(false);
    expect(canTransitionCampaign(1, 1)).toBe(false);
    expect(transitionCampaign(1, 3)).toEqual({ ok: true, value: 3 });
    expect(transitionCampaign(3, 2)).toEqual({ ok: false, error: { code: 'CAMPAIGN.TRANSITION_NOT_ALLOWED', details: { from: 3, to: 2 } } });
  });

  it('has no transition out of a terminal status (sent)', () => {
    const terminal = statusIds.filter((id) => allowedCampaignTransitions(id).length === 0);
    expect(terminal).toEqual([3]);
    fc.assert(
      fc.property(fc.constantFrom(...terminal), fc.integer({ min: -1, max: 5 }), (from, to) => !canTransitionCampaign(from, to) && !transitionCampaign(from, to).ok),
    );
  });

  it('reaches every status from draft', () => {
    const reached = new Set<number>([1, ...allowedCampaignTransitions(1)]);
    for (const id of [...reached]) for (const to of allowedCampaignTransitions(id)) reached.add(to);
    expect([...reached].sort()).toEqual([...statusIds].sort());
  });

  it('maps send timing to a status', () => {
    expect(CAMPAIGN_SEND_TIMING).toEqual({ now: 1, schedule: 2 });
    expect(campaignStatusForTiming(1)).toBe(3);
    expect(campaignStatusForTiming(2)).toBe(2);
  });
});

describe('checkCampaignSendable', () => {
  const now = DateTime.fromISO('2024-03-07T10:00:00Z', { zone: 'utc' });
  const campaign: CampaignSendableFields = {
    status_id: 1,
    email_subject: 'Nos nouveautés',
    email_html_content: '<p>Bonjour</p>',
    email_footer: '<a href="{{unsubscribe_link}}">Se désinscrire</a>',
    sender_id: 12,
  };
  const sendNow: CampaignSendRequest = { timing: 1, targetCount: 250, now };
  const code = (c: CampaignSendableFields, r: CampaignSendRequest) => {
    const result = checkCampaignSendable(c, r);
    return result.ok ? result.value : result.error.code;
  };

  it('sends a complete draft now (sent) or schedules it (scheduled)', () => {
    expect(checkCampaignSendable(campaign, sendNow)).toEqual({ ok: true, value: 3 });
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: now.plus({ hours: 1 }) })).toBe(2);
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: '2024-03-08T09:00:00' })).toBe(2);
  });

  it('lets a scheduled campaign be rescheduled or sent now, never a sent one', () => {
    expect(code({ ...campaign, status_id: 2 }, { timing: 2, targetCount: 1, now, scheduledDate: now.plus({ days: 1 }) })).toBe(2);
    expect(code({ ...campaign, status_id: 2 }, sendNow)).toBe(3);
    expect(code({ ...campaign, status_id: 3 }, sendNow)).toBe('CAMPAIGN.TRANSITION_NOT_ALLOWED');
    expect(checkCampaignSendable({ ...campaign, status_id: 3 }, { timing: 2, targetCount: 1, now, scheduledDate: now.plus({ days: 1 }) })).toEqual({
      ok: false,
      error: { code: 'CAMPAIGN.TRANSITION_NOT_ALLOWED', details: { from: 3, to: 2 } },
    });
  });

  it('refuses with a code per missing piece, in order', () => {
    expect(code({ ...campaign, email_subject: '  ' }, sendNow)).toBe('CAMPAIGN.SUBJECT_MISSING');
    expect(code({ ...campaign, email_html_content: null }, sendNow)).toBe('CAMPAIGN.CONTENT_MISSING');
    expect(code({ ...campaign, email_footer: '' }, sendNow)).toBe('CAMPAIGN.UNSUBSCRIBE_LINK_MISSING');
    expect(code({ ...campaign, email_footer: null, email_html_content: '<a href="{{unsubscribe_link}}">x</a>' }, sendNow)).toBe(3);
    expect(code({ ...campaign, sender_id: null }, sendNow)).toBe('CAMPAIGN.SENDER_MISSING');
    const { sender_id: _noSender, ...withoutSender } = campaign;
    expect(code(withoutSender, sendNow)).toBe('CAMPAIGN.SENDER_MISSING');
    expect(code({ ...campaign, sender_id: 0 }, sendNow)).toBe(3);
    expect(code(campaign, { ...sendNow, targetCount: 0 })).toBe('CAMPAIGN.NO_TARGET');
    expect(code(campaign, { timing: 2, targetCount: 1, now })).toBe('CAMPAIGN.SCHEDULED_DATE_MISSING');
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: null })).toBe('CAMPAIGN.SCHEDULED_DATE_MISSING');
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: DateTime.invalid('unreadable') })).toBe('CAMPAIGN.SCHEDULED_DATE_MISSING');
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: 'demain' })).toBe('CAMPAIGN.SCHEDULED_DATE_MISSING');
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: now })).toBe('CAMPAIGN.SCHEDULED_DATE_NOT_IN_FUTURE');
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: now.minus({ days: 1 }) })).toBe('CAMPAIGN.SCHEDULED_DATE_NOT_IN_FUTURE');
  });

  it('needs the unsubscribe placeholder whole in one part: header, content or footer', () => {
    const header = { ...campaign, email_footer: null, email_header: '<a href="{{unsubscribe_link}}">x</a>' };
    expect(code(header, sendNow)).toBe(3);
    const split = { ...campaign, email_footer: null, email_header: '<p>{{unsubscribe', email_html_content: '_link}}</p>' };
    expect(code(split, sendNow)).toBe('CAMPAIGN.UNSUBSCRIBE_LINK_MISSING');
  });

  it('reads a scheduled date without offset in French time (Europe/Paris)', () => {
    // 10:30 in Paris (UTC+1 in March) is 09:30 UTC: before now (10:00 UTC), so not in the future.
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: '2024-03-07T10:30:00' })).toBe('CAMPAIGN.SCHEDULED_DATE_NOT_IN_FUTURE');
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: '2024-03-07T11:30:00' })).toBe(2);
    expect(code(campaign, { timing: 2, targetCount: 1, now, scheduledDate: '2024-03-07T10:30:00Z' })).toBe(2);
  });

  it('gives the refused date and now in the details, each in its own zone', () => {
    expect(checkCampaignSendable(campaign, { timing: 2, targetCount: 1, now, scheduledDate: now.minus({ hours: 1 }) })).toEqual({
      ok: false,
      error: { code: 'CAMPAIGN.SCHEDULED_DATE_NOT_IN_FUTURE', details: { scheduledDate: '2024-03-07T09:00:00.000Z', now: '2024-03-07T10:00:00.000Z' } },
    });
    expect(checkCampaignSendable(campaign, { timing: 2, targetCount: 1, now, scheduledDate: '2024-03-07T10:30:00' })).toEqual({
      ok: false,
      error: { code: 'CAMPAIGN.SCHEDULED_DATE_NOT_IN_FUTURE', details: { scheduledDate: '2024-03-07T10:30:00.000+01:00', now: '2024-03-07T10:00:00.000Z' } },
    });
  });

  it('accepts scheduling exactly for dates strictly after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (minutes) => {
        const result = checkCampaignSendable(campaign, { timing: 2, targetCount: 1, now, scheduledDate: now.plus({ minutes }) });
        return result.ok === minutes > 0;
      }),
    );
  });
});

describe('campaign deletion and editing', () => {
  it('deletes and edits drafts and scheduled campaigns, never a sent one', () => {
    expect([1, 2, 3].map(canDeleteCampaign)).toEqual([true, true, false]);
    expect([1, 2, 3].map(isCampaignEditable)).toEqual([true, true, false]);
  });

  it('matches the oracle: a known status that still has a transition out (not terminal)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10 }), (status) => {
        const oracle = (statusIds as readonly number[]).includes(status) && allowedCampaignTransitions(status).length > 0;
        expect(canDeleteCampaign(status)).toBe(oracle);
        expect(isCampaignEditable(status)).toBe(oracle);
      }),
    );
  });
});

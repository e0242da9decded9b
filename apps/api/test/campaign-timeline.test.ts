import { CampaignSchema, CampaignTimelineResponseSchema } from '@cible/core';
import type { Campaign, CampaignTimelineResponse } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const TIMELINE = '/v1/smart-mailing/statistics/timeline';
const MARKETING = 'marketing@atlas.demo';
const COLLEAGUE = 'smart-campaign-v2@atlas.demo';
const STRANGER = 'manager@boreal.demo';

const ZERO = { sent_count: 0, opened_count: 0, clicked_count: 0, bounced_count: 0, unsubscribed_count: 0 };

describeEachDatabase('campaign timeline: what the campaign mails did per period, by event date in Europe/Paris', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};

  const call = (path: string, email: string) => server.api.call('GET', path, { token: tokens[email]! });
  const timeline = async (email: string, query: string): Promise<CampaignTimelineResponse> => {
    const answer = await call(`${TIMELINE}?${query}`, email);
    expect(answer.status, answer.text).toBe(200);
    return CampaignTimelineResponseSchema.parse(answer.body);
  };
  /** The non-zero periods of an answer, by period start. */
  const active = (answer: CampaignTimelineResponse) =>
    Object.fromEntries(answer.period_list.filter((point) => Object.keys(ZERO).some((key) => point[key as keyof typeof ZERO] > 0)).map(({ period_start, ...counts }) => [period_start, counts]));

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 3, contacts: 6, news: 1, conferences: 1 }, { referenceDate: '2026-03-01', seed: 9 });
    server = await startSeededServer(context.db);
    for (const email of [MARKETING, COLLEAGUE, STRANGER]) tokens[email] = await server.api.login(email);
    const contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 4')).map((row) => Number(row.id));
    const create = async (email: string): Promise<Campaign> => {
      const answer = await server.api.call('POST', '/v1/smart-mailing/campaigns', { token: tokens[email]!, body: { name: `Lettre ${email}` } });
      expect(answer.status, answer.text).toBe(200);
      return CampaignSchema.parse(answer.body);
    };
    const target = async (campaign: Campaign, contact: number) => {
      const [row] = await context.db.query<{ id: number }>('INSERT INTO campaign_targets (organization_id, campaign_id, contact_id) VALUES ($1, $2, $3) RETURNING id', [
        campaign.organization_id,
        campaign.id,
        contact,
      ]);
      return row!.id;
    };
    const event = (campaign: Campaign, targetId: number, type: string, at: string, isBot = false) =>
      context.db.query('INSERT INTO campaign_events (organization_id, campaign_id, target_id, type, is_bot, occurred_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        campaign.organization_id,
        campaign.id,
        targetId,
        type,
        isBot,
        at,
      ]);
    const own = await create(MARKETING);
    const colleague = await create(COLLEAGUE);
    const foreign = await create(STRANGER);
    const [first, second, third, stranger] = [await target(own, contacts[0]!), await target(own, contacts[1]!), await target(colleague, contacts[2]!), await target(foreign, contacts[3]!)];
    // March 2026 in Paris: UTC+1 until Sunday 29 March 02:00, UTC+2 after.
    await event(own, first, 'sent', '2026-03-24T22:30:00Z'); // 23:30 on the 24th
    await event(own, second, 'sent', '2026-03-24T22:31:00Z');
    await event(own, first, 'opened', '2026-03-24T23:30:00Z'); // 00:30 on the 25th
    await event(own, first, 'opened', '2026-03-25T08:00:00Z'); // the same mail again that day: once
    await event(own, second, 'clicked', '2026-03-25T10:00:00Z', true); // a bot hit: left out
    await event(own, second, 'clicked', '2026-03-25T11:00:00Z');
    await event(own, second, 'replied', '2026-03-25T12:00:00Z'); // not a timeline counter
    await event(own, first, 'unsubscribed', '2026-03-29T22:30:00Z'); // 00:30 on the 30th (summer time)
    await event(colleague, third, 'sent', '2026-03-30T21:59:00Z'); // 23:59 on the 30th
    await event(colleague, third, 'bounced', '2026-03-30T22:00:00Z'); // 00:00 on the 31st
    await event(foreign, stranger, 'sent', '2026-03-25T12:00:00Z'); // another organisation's
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('counts each mail once per day and type on its Paris calendar day, bot hits and other organisations out', async () => {
    const answer = await timeline(MARKETING, 'from=2026-03-24&to=2026-03-31');
    expect(answer.grouping).toBe('1_day');
    expect(answer.period_list.map((point) => point.period_start)).toEqual(['2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(active(answer)).toEqual({
      '2026-03-24': { ...ZERO, sent_count: 2 },
      '2026-03-25': { ...ZERO, opened_count: 1, clicked_count: 1 },
      '2026-03-30': { ...ZERO, unsubscribed_count: 1, sent_count: 1 },
      '2026-03-31': { ...ZERO, bounced_count: 1 },
    });
    // The colleague of the same organisation reads the same timeline; the other organisation only its own.
    expect(await timeline(COLLEAGUE, 'from=2026-03-24&to=2026-03-31')).toEqual(answer);
    expect(active(await timeline(STRANGER, 'from=2026-03-24&to=2026-03-31'))).toEqual({ '2026-03-25': { ...ZERO, sent_count: 1 } });
  });

  it('groups a quarter by ISO week and a year by month (core’s grouping), every period present', async () => {
    const weeks = await timeline(MARKETING, 'from=2026-02-01&to=2026-04-30');
    expect(weeks.grouping).toBe('1_week');
    expect(active(weeks)).toEqual({
      '2026-03-23': { ...ZERO, sent_count: 2, opened_count: 1, clicked_count: 1 },
      '2026-03-30': { ...ZERO, sent_count: 1, unsubscribed_count: 1, bounced_count: 1 },
    });
    const months = await timeline(MARKETING, 'from=2025-04-01&to=2026-03-31');
    expect(months.grouping).toBe('1_month');
    expect(months.period_list).toHaveLength(12);
    expect(active(months)).toEqual({ '2026-03-01': { ...ZERO, sent_count: 3, opened_count: 1, clicked_count: 1, unsubscribed_count: 1, bounced_count: 1 } });
  });

  it('refuses a reversed, too long, missing or impossible range with a coded 400 (every licence is tried by the access suite)', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-31&to=2026-03-30', 'DATE_RANGE.START_AFTER_END'],
      ['from=2025-01-01&to=2026-01-03', 'DATE_RANGE.TOO_LONG'],
      ['from=2026-02-30&to=2026-03-30', 'VALIDATION.INVALID_QUERY'],
      ['from=2026-03-01', 'VALIDATION.INVALID_QUERY'],
    ];
    for (const [query, code] of cases) {
      const answer = await call(`${TIMELINE}?${query}`, MARKETING);
      expect([answer.status, (answer.body as { code?: string }).code], `${query}: ${answer.text}`).toEqual([400, code]);
    }
    expect((await timeline(MARKETING, 'from=2024-01-01&to=2025-01-01')).grouping).toBe('1_month');
  });
});

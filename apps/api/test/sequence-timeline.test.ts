import { SequenceSchema, SequenceTimelineResponseSchema } from '@cible/core';
import type { Sequence, SequenceTimelineResponse } from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const TIMELINE = '/v1/sequence/statistics/timeline';
const OWNER = 'marketing@atlas.demo';
const MANAGER = 'manager@atlas.demo';
const STRANGER = 'manager@boreal.demo';

const ZERO = { mail_sent: 0, mail_opened: 0, mail_clicked: 0, mail_replied: 0, mail_bounced: 0, task_done: 0 };

describeEachDatabase('sequence timeline: what the sequences did per period, by event date in Europe/Paris', (context) => {
  let server: Server;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const call = (path: string, email: string) => server.api.call('GET', path, { token: tokens[email]! });
  const timeline = async (email: string, query: string): Promise<SequenceTimelineResponse> => {
    const answer = await call(`${TIMELINE}?${query}`, email);
    expect(answer.status, answer.text).toBe(200);
    return SequenceTimelineResponseSchema.parse(answer.body);
  };
  /** The non-zero periods of an answer, by period start. */
  const active = (answer: SequenceTimelineResponse) =>
    Object.fromEntries(answer.period_list.filter((point) => Object.keys(ZERO).some((key) => point[key as keyof typeof ZERO] > 0)).map(({ period_start, ...counts }) => [period_start, counts]));

  beforeAll(async () => {
    await loadGeneratedData(context.db, { companies: 3, contacts: 6, news: 1, conferences: 1 }, { referenceDate: '2026-03-01', seed: 7 });
    server = await startSeededServer(context.db);
    for (const email of [OWNER, MANAGER, STRANGER]) {
      ids[email] = await userIdOf(context.db, email);
      tokens[email] = await server.api.login(email);
    }
    const contacts = (await context.db.query<{ id: string }>('SELECT id FROM contacts ORDER BY id LIMIT 4')).map((row) => Number(row.id));
    const create = async (email: string): Promise<Sequence> => {
      const answer = await server.api.call('POST', '/v1/sequence/sequences', { token: tokens[email]!, body: { name: `Relance ${email}` } });
      expect(answer.status, answer.text).toBe(200);
      return SequenceSchema.parse(answer.body);
    };
    const target = async (sequence: Sequence, contact: number) => {
      const [row] = await context.db.query<{ id: number }>('INSERT INTO sequence_targets (organization_id, sequence_id, contact_id) VALUES ($1, $2, $3) RETURNING id', [
        sequence.organization_id,
        sequence.id,
        contact,
      ]);
      return row!.id;
    };
    const event = (sequence: Sequence, targetId: number, type: string, at: string, isBot = false) =>
      context.db.query('INSERT INTO sequence_events (organization_id, sequence_id, target_id, type, is_bot, occurred_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        sequence.organization_id,
        sequence.id,
        targetId,
        type,
        isBot,
        at,
      ]);
    const owned = await create(OWNER);
    const managed = await create(MANAGER);
    const foreign = await create(STRANGER);
    const [first, second, third, stranger] = [
      await target(owned, contacts[0]!),
      await target(owned, contacts[1]!),
      await target(managed, contacts[2]!),
      await target(foreign, contacts[3]!),
    ];
    // March 2026 in Paris: UTC+1 until Sunday 29 March 02:00, UTC+2 after.
    await event(owned, first, 'sent', '2026-03-24T22:30:00Z'); // 23:30 on the 24th
    await event(owned, first, 'opened', '2026-03-24T23:30:00Z'); // 00:30 on the 25th
    await event(owned, first, 'opened', '2026-03-25T08:00:00Z'); // the same e-mail again that day: once
    await event(owned, second, 'opened', '2026-03-25T09:00:00Z');
    await event(owned, second, 'clicked', '2026-03-25T10:00:00Z', true); // a bot hit: left out
    await event(owned, second, 'clicked', '2026-03-25T11:00:00Z');
    await event(owned, second, 'autoreplied', '2026-03-25T12:00:00Z'); // not a timeline counter
    await event(owned, first, 'replied', '2026-03-29T22:30:00Z'); // 00:30 on the 30th (summer time)
    await event(managed, third, 'sent', '2026-03-30T21:59:00Z'); // 23:59 on the 30th
    await event(managed, third, 'bounced', '2026-03-31T22:00:00Z'); // 00:00 on 1 April: after the 31st
    await event(managed, third, 'task_done', '2026-03-19T23:00:00Z'); // 00:00 on the 20th: the first day
    await event(managed, third, 'task_done', '2026-03-19T22:59:59Z'); // 23:59:59 on the 19th: before it
    await event(foreign, stranger, 'sent', '2026-03-25T10:00:00Z'); // another organisation
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('counts each day’s events by their date in Europe/Paris, every day present, bot hits and other organisations left out', async () => {
    const answer = await timeline(MANAGER, 'from=2026-03-20&to=2026-03-31');
    expect(answer.grouping).toBe('1_day');
    expect(answer.period_list.map((point) => point.period_start)).toEqual(Array.from({ length: 12 }, (_, index) => `2026-03-${String(20 + index)}`));
    expect(active(answer)).toEqual({
      '2026-03-20': { ...ZERO, task_done: 1 },
      '2026-03-24': { ...ZERO, mail_sent: 1 },
      '2026-03-25': { ...ZERO, mail_opened: 2, mail_clicked: 1 },
      '2026-03-30': { ...ZERO, mail_replied: 1, mail_sent: 1 },
    });
  });

  it('keeps one owner’s sequences with owner_user_id', async () => {
    const answer = await timeline(MANAGER, `from=2026-03-20&to=2026-03-31&owner_user_id=${ids[OWNER]}`);
    expect(active(answer)).toEqual({
      '2026-03-24': { ...ZERO, mail_sent: 1 },
      '2026-03-25': { ...ZERO, mail_opened: 2, mail_clicked: 1 },
      '2026-03-30': { ...ZERO, mail_replied: 1 },
    });
  });

  it('groups a longer range by ISO week (Monday) and a year by month', async () => {
    const weeks = await timeline(OWNER, 'from=2026-03-01&to=2026-04-30');
    expect(weeks.grouping).toBe('1_week');
    expect(weeks.period_list[0]?.period_start).toBe('2026-02-23');
    expect(weeks.period_list.at(-1)?.period_start).toBe('2026-04-27');
    expect(active(weeks)).toEqual({
      '2026-03-16': { ...ZERO, task_done: 2 },
      '2026-03-23': { ...ZERO, mail_sent: 1, mail_opened: 2, mail_clicked: 1 },
      '2026-03-30': { ...ZERO, mail_replied: 1, mail_sent: 1, mail_bounced: 1 },
    });
    const months = await timeline(OWNER, 'from=2026-01-01&to=2026-12-31');
    expect(months.grouping).toBe('1_month');
    expect(months.period_list).toHaveLength(12);
    expect(active(months)).toEqual({
      '2026-03-01': { ...ZERO, mail_sent: 2, mail_opened: 2, mail_clicked: 1, mail_replied: 1, task_done: 2 },
      '2026-04-01': { ...ZERO, mail_bounced: 1 },
    });
  });

  it('shows another organisation only its own events; another organisation’s owner is not found', async () => {
    expect(active(await timeline(STRANGER, 'from=2026-03-20&to=2026-03-31'))).toEqual({ '2026-03-25': { ...ZERO, mail_sent: 1 } });
    const foreignOwner = await call(`${TIMELINE}?from=2026-03-20&to=2026-03-31&owner_user_id=${ids[OWNER]}`, STRANGER);
    expect([foreignOwner.status, (foreignOwner.body as { code?: string }).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses a reversed, too long, missing or impossible range with a coded 400', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-31&to=2026-03-30', 'DATE_RANGE.START_AFTER_END'],
      ['from=2025-01-01&to=2026-01-03', 'DATE_RANGE.TOO_LONG'],
      ['from=2026-02-30&to=2026-03-30', 'VALIDATION.INVALID_QUERY'],
      ['from=2026-03-01', 'VALIDATION.INVALID_QUERY'],
      ['from=hier&to=2026-03-30', 'VALIDATION.INVALID_QUERY'],
      ['from=2026-03-01&to=2026-03-30&owner_user_id=0', 'VALIDATION.INVALID_QUERY'],
    ];
    for (const [query, code] of cases) {
      const answer = await call(`${TIMELINE}?${query}`, OWNER);
      expect([answer.status, (answer.body as { code?: string }).code], `${query}: ${answer.text}`).toEqual([400, code]);
    }
    // A leap year's full year (366 days apart) is accepted.
    expect((await timeline(OWNER, 'from=2024-01-01&to=2025-01-01')).grouping).toBe('1_month');
  });
});

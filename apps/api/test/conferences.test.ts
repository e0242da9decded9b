import {
  conferenceStartsInWindow,
  conferenceWindow,
  ConferenceListResponseSchema,
  ConferenceProgramSchema,
  ConferenceThemesResponseSchema,
  FRENCH_REGIONS,
  regionZipCodes,
  zipCodeInRegion,
} from '@cible/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadGeneratedData } from '../src/tools/data-generator/load-generated-data';
import { startSeededServer } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const LIST = '/v1/news/conferences';
/** The fixed clock: 22:30 UTC on 30 April is already 1 May in Paris, the day the list must start from. */
const NOW = new Date('2026-04-30T22:30:00Z');
const TODAY_IN_PARIS = '2026-05-01';

interface StoredConference {
  id: number;
  name: string;
  start_date: string;
  theme: string | null;
  zip_code: string | null;
}

/** The words of a name as the `simple` text-search configuration over f_unaccent reads them (for generated names). */
const foldedWords = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

describeEachDatabase('conferences', (context) => {
  let server: Server;
  let token: string;
  let stored: StoredConference[];

  beforeAll(async () => {
    await loadGeneratedData(context.db, 'small', { referenceDate: '2026-05-01', seed: 7 });
    server = await startSeededServer(context.db, { clock: () => NOW });
    token = await server.api.login('kam@atlas.demo');
    stored = (
      await context.db.query<StoredConference>('SELECT id, name, start_date::text AS start_date, theme, zip_code FROM conferences')
    ).map((row) => ({ ...row, id: Number(row.id) }));
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const search = (body: unknown, as = token) => server.api.call('POST', LIST, { token: as, body });

  /** Every id the API lists for a body, walking the pages of 100. */
  async function allIds(body: Record<string, unknown>): Promise<{ ids: number[]; count: number }> {
    const ids: number[] = [];
    let count = -1;
    for (let offset = 0; count === -1 || offset < count; offset += 100) {
      const answer = await search({ ...body, limit: 100, offset });
      expect(answer.status, answer.text).toBe(200);
      const page = ConferenceListResponseSchema.parse(answer.body);
      count = page.conference_count;
      ids.push(...page.conference_list.map((conference) => conference.id));
    }
    return { ids, count };
  }

  /** Oracle: core's window and region rules over every stored conference, in start-date order then id. */
  function expectedIds(filter: { min?: string; max?: string; theme?: string; regionId?: number; word?: string }): number[] {
    const window = conferenceWindow({ startDateMin: filter.min, startDateMax: filter.max }, TODAY_IN_PARIS)!;
    const region = filter.regionId === undefined ? null : regionZipCodes(filter.regionId);
    return stored
      .filter((row) => conferenceStartsInWindow(row.start_date, window))
      .filter((row) => filter.theme === undefined || row.theme === filter.theme)
      .filter((row) => region === null || (row.zip_code !== null && zipCodeInRegion(row.zip_code, region)))
      .filter((row) => filter.word === undefined || foldedWords(row.name).some((word) => word.startsWith(filter.word!)))
      .sort((a, b) => (a.start_date === b.start_date ? a.id - b.id : a.start_date < b.start_date ? -1 : 1))
      .map((row) => row.id);
  }

  it('lists from today in Paris (not UTC), by start date, 12 per page, with the exact count', async () => {
    const expected = expectedIds({});
    expect(expected.length).toBeGreaterThan(12);
    // The data has conferences before the reference day: the default start must have left some out.
    expect(expected.length).toBeLessThan(stored.length);
    const first = await search({ criteria: {} });
    expect(first.status, first.text).toBe(200);
    const page = ConferenceListResponseSchema.parse(first.body);
    expect(page.conference_count).toBe(expected.length);
    expect(page.conference_list.map((conference) => conference.id)).toEqual(expected.slice(0, 12));
    for (const conference of page.conference_list) expect(conference.start_date! >= TODAY_IN_PARIS).toBe(true);
    const second = ConferenceListResponseSchema.parse((await search({ criteria: {}, offset: 12 })).body);
    expect(second.conference_list.map((conference) => conference.id)).toEqual(expected.slice(12, 24));
    const card = page.conference_list[0]!;
    const row = stored.find((conference) => conference.id === card.id)!;
    expect(card).toMatchObject({ name: row.name, date: row.start_date, start_date: row.start_date, theme: row.theme, zip_code: row.zip_code });
    expect(card.organisers.length).toBeGreaterThan(0);
  });

  it('filters by theme, region and date range as core says (every page walked)', async () => {
    const themes = [...new Set(stored.map((row) => row.theme).filter((theme): theme is string => theme !== null))].sort();
    expect(themes.length).toBeGreaterThan(1);
    const regions = [...new Set(stored.map((row) => row.zip_code))].length;
    expect(regions).toBeGreaterThan(1);
    const cases: { min?: string; max?: string; theme?: string; regionId?: number }[] = [
      { min: '2025-01-01', max: '2025-12-31' },
      { theme: themes[0]! },
      { regionId: 111 },
      { regionId: 108, min: '2024-01-01' },
      { theme: themes[1]!, regionId: 111, min: '2024-06-01', max: '2027-01-31' },
      { min: '2026-05-01', max: '2026-05-01' },
      ...FRENCH_REGIONS.map((region) => ({ regionId: region.id, min: '2024-01-01' })),
    ];
    let informative = 0;
    for (const filter of cases) {
      const expected = expectedIds(filter);
      const body = {
        criteria: {},
        ...(filter.min === undefined ? {} : { start_date_min: filter.min }),
        ...(filter.max === undefined ? {} : { start_date_max: filter.max }),
        ...(filter.theme === undefined ? {} : { theme: filter.theme }),
        ...(filter.regionId === undefined ? {} : { region_id: filter.regionId }),
      };
      const { ids, count } = await allIds(body);
      expect(ids, JSON.stringify(filter)).toEqual(expected);
      expect(count).toBe(expected.length);
      if (expected.length > 0 && expected.length < stored.length) informative += 1;
    }
    // Most cases must split the data (find some, not all), or the comparison proves little.
    expect(informative).toBeGreaterThan(cases.length / 2);
  });

  it('sorts by start date descending on request', async () => {
    const expected = expectedIds({ min: '2024-01-01' });
    const answer = ConferenceListResponseSchema.parse((await search({ criteria: {}, start_date_min: '2024-01-01', sort: '-start_date', limit: 100 })).body);
    expect(answer.conference_list.map((conference) => conference.id)).toEqual([...expected].reverse().slice(0, 100));
  });

  it('finds conferences by the words of their name, prefixes, accents and case ignored', async () => {
    // A word of an upcoming conference's name, cut to a prefix and written with capitals.
    const target = stored.find((row) => row.start_date >= TODAY_IN_PARIS && foldedWords(row.name).some((word) => word.length >= 6))!;
    const word = foldedWords(target.name).find((candidate) => candidate.length >= 6)!.slice(0, 5);
    const expected = expectedIds({ word });
    expect(expected).toContain(target.id);
    const { ids } = await allIds({ criteria: {}, text: word.toUpperCase() });
    expect(ids).toEqual(expected);
    const accented = await allIds({ criteria: {}, text: 'sécurité', start_date_min: '2024-01-01' });
    expect(accented.ids).toEqual(expectedIds({ word: 'securite', min: '2024-01-01' }));
    expect(accented.ids.length).toBeGreaterThan(0);
    // Punctuation alone filters nothing.
    expect((await allIds({ criteria: {}, text: '« ! »' })).count).toBe(expectedIds({}).length);
  });

  it('lists the themes', async () => {
    const answer = await server.api.call('GET', `${LIST}/themes`, { token });
    expect(answer.status, answer.text).toBe(200);
    const themes = [...new Set(stored.map((row) => row.theme).filter((theme): theme is string => theme !== null))];
    expect(new Set(ConferenceThemesResponseSchema.parse(answer.body).theme_list)).toEqual(new Set(themes));
  });

  it('answers a program: the conference, sessions in time order with their speakers as contact cards', async () => {
    const [row] = await context.db.query<{ conference_id: string; sessions: string }>(
      'SELECT conference_id, count(*) AS sessions FROM conference_program_entries GROUP BY conference_id HAVING count(*) >= 3 ORDER BY conference_id LIMIT 1',
    );
    const conferenceId = Number(row!.conference_id);
    const answer = await server.api.call('GET', `${LIST}/${conferenceId}`, { token });
    expect(answer.status, answer.text).toBe(200);
    const program = ConferenceProgramSchema.parse(answer.body);
    const conference = stored.find((candidate) => candidate.id === conferenceId)!;
    expect(program.conference).toMatchObject({ id: conferenceId, name: conference.name, start_date: conference.start_date, theme: conference.theme });
    expect(program.conference.end_date >= program.conference.start_date).toBe(true);
    expect(program.sessions).toHaveLength(Number(row!.sessions));
    const entries = await context.db.query<{ id: string; contact_id: string; talk_title: string; starts_at: Date }>(
      'SELECT id, contact_id, talk_title, starts_at FROM conference_program_entries WHERE conference_id = $1',
      [conferenceId],
    );
    const byId = new Map(entries.map((entry) => [Number(entry.id), entry]));
    for (const session of program.sessions) {
      const entry = byId.get(session.id)!;
      expect(session.title).toBe(entry.talk_title);
      expect(session.speaker.id).toBe(Number(entry.contact_id));
      expect(Date.parse(session.starts_at)).toBe(new Date(entry.starts_at).getTime());
    }
    const times = program.sessions.map((session) => `${session.starts_at}#${String(session.id).padStart(10, '0')}`);
    expect(times).toEqual([...times].sort());
  });

  it('answers 404 for a conference that does not exist and 400 for an id that is not a number', async () => {
    const missing = await server.api.call('GET', `${LIST}/2147483647`, { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const answer = await server.api.call('GET', `${LIST}/${id}`, { token });
      expect(answer.status, id).toBe(400);
      expect(answer.body, id).toMatchObject({ code: 'VALIDATION.INVALID_PARAMS' });
    }
  });

  it('refuses bad input with a clear 4xx, never a 5xx', async () => {
    const cases: [unknown, string][] = [
      [{ criteria: {}, offset: -1 }, 'VALIDATION.INVALID_BODY'],
      [{ criteria: {}, offset: 10_000_000 }, 'VALIDATION.INVALID_BODY'],
      [{ criteria: {}, limit: 0 }, 'VALIDATION.INVALID_BODY'],
      [{ criteria: {}, limit: 1_000_000 }, 'VALIDATION.INVALID_BODY'],
      [{ criteria: {}, limit: 1.5 }, 'VALIDATION.INVALID_BODY'],
      [{ criteria: {}, city: 'Paris' }, 'VALIDATION.INVALID_BODY'],
      [{ criteria: {}, start_date_min: '2026-13-01' }, 'VALIDATION.INVALID_BODY'],
      [{ criteria: {}, text: 'x'.repeat(201) }, 'VALIDATION.INVALID_BODY'],
      [{ criteria: {}, region_id: -4 }, 'VALIDATION.INVALID_BODY'],
      [{}, 'VALIDATION.INVALID_BODY'],
      [{ criteria: {}, start_date_min: '2026-06-02', start_date_max: '2026-06-01' }, 'CONFERENCES.DATE_RANGE_INVERTED'],
      [{ criteria: {}, start_date_max: '2026-04-30' }, 'CONFERENCES.DATE_RANGE_INVERTED'],
      [{ criteria: {}, region_id: 42 }, 'CONFERENCES.UNKNOWN_REGION'],
      [{ criteria: { company_size_id_list: [211] } }, 'CRITERIA.UNSUPPORTED'],
    ];
    for (const [body, code] of cases) {
      const answer = await search(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code });
    }
    // An empty list is no criterion; a page past the last conference is an empty page with the count.
    const past = await search({ criteria: { company_size_id_list: [] }, offset: 1_000_000 });
    expect(past.status, past.text).toBe(200);
    expect(ConferenceListResponseSchema.parse(past.body)).toEqual({ conference_list: [], conference_count: expectedIds({}).length });
  });
});

import { describe, expect, it } from 'vitest';
import { CONFERENCES_ENDPOINTS, ConferenceListResponseSchema, ConferenceProgramSchema, ConferenceSearchBodySchema } from './conferences.contract';

describe('conferences port', () => {
  it('searches from a start date, by start date, 12 per page by default', () => {
    expect(ConferenceSearchBodySchema.parse({ criteria: {}, start_date_min: '2025-01-10' })).toEqual({
      criteria: {},
      start_date_min: '2025-01-10',
      sort: 'start_date',
      limit: 12,
      offset: 0,
    });
  });

  it('parses a conference list with the prospecting fields', () => {
    const conference = {
      id: 1,
      name: 'Salon du BTP',
      date: '2025-02-01',
      organisers: [{ name: 'BTP Events' }],
      city_name: 'Paris',
      zip_code: '75015',
      start_date: '2025-02-01',
      theme: 'Construction',
      highlight_list: [{ name: 'Table ronde', type_name: 'Conférence', start_date: '2025-02-01' }],
    };
    expect(ConferenceListResponseSchema.parse({ conference_list: [conference], conference_count: 1 }).conference_list).toEqual([conference]);
  });

  it('refuses an unknown sort, a bad date and an unknown field', () => {
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, sort: 'name' }).success).toBe(false);
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, start_date_min: '10/01/2025' }).success).toBe(false);
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, city: 'Paris' }).success).toBe(false);
  });

  it('takes designed filters: last start date, theme, region and text', () => {
    const body = { criteria: {}, start_date_max: '2026-12-31', theme: ' Cybersécurité ', region_id: 111, text: 'forum' };
    expect(ConferenceSearchBodySchema.parse(body)).toMatchObject({ start_date_max: '2026-12-31', theme: 'Cybersécurité', region_id: 111, text: 'forum' });
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, theme: '  ' }).success).toBe(false);
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, region_id: 0 }).success).toBe(false);
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, text: 'x'.repeat(201) }).success).toBe(false);
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, offset: -1 }).success).toBe(false);
    expect(ConferenceSearchBodySchema.safeParse({ criteria: {}, limit: 101 }).success).toBe(false);
  });

  it('parses a program: sessions with a speaker card, the conference with its last day', () => {
    const program = {
      conference: { id: 4, name: 'Forum Cyber 2026', date: '2026-03-12', organisers: [{ name: 'Cyber Events' }], city_name: 'Lille', zip_code: '59000', start_date: '2026-03-12', end_date: '2026-03-13', theme: 'Cybersécurité' },
      sessions: [
        {
          id: 9,
          title: 'Keynote : le zero trust',
          type_name: 'Keynote',
          starts_at: '2026-03-12T09:30:00+01:00',
          speaker: { id: 201, first_name: 'Paul', last_name: 'Durand', civility: 'M.', active: true, job_name: 'RSSI', company_id: 101, company_name: 'Exemple SA', company_group_name: null, is_visible_pme: true },
        },
      ],
    };
    expect(ConferenceProgramSchema.parse(program)).toEqual(program);
    expect(ConferenceProgramSchema.safeParse({ ...program, conference: { ...program.conference, end_date: undefined } }).success).toBe(false);
  });

  it('is POST /v1/news/conferences, with the designed themes and program GETs', () => {
    expect(Object.values(CONFERENCES_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /v1/news/conferences',
      'GET /v1/news/conferences/themes',
      'GET /v1/news/conferences/{conference_id}',
    ]);
    expect(CONFERENCES_ENDPOINTS.getConferenceProgram.params.safeParse({ conference_id: 'abc' }).success).toBe(false);
    expect(CONFERENCES_ENDPOINTS.getConferenceProgram.params.parse({ conference_id: '12' })).toEqual({ conference_id: 12 });
  });
});

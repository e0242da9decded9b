import { describe, expect, it } from 'vitest';
import { json } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpConferencesGateway } from './http-conferences-gateway';

describe('HttpConferencesGateway', () => {
  it('posts the search with its defaults, gets the themes and a program, with the bearer token', async () => {
    const { fake, caller } = httpTestClient();
    const conferences = new HttpConferencesGateway(caller);
    fake.answer(
      json(200, { conference_list: [], conference_count: 0 }),
      json(200, { theme_list: ['Cybersécurité'] }),
      json(200, {
        conference: { id: 4, name: 'Forum Cyber', date: '2026-03-12', organisers: [], city_name: null, zip_code: null, start_date: '2026-03-12', end_date: '2026-03-12', theme: null },
        sessions: [],
      }),
    );
    await conferences.searchConferences({ body: { criteria: {}, theme: 'Cybersécurité' } });
    await expect(conferences.getConferenceThemes()).resolves.toEqual({ theme_list: ['Cybersécurité'] });
    await expect(conferences.getConferenceProgram({ params: { conference_id: 4 } })).resolves.toMatchObject({ conference: { id: 4 } });
    expect(fake.calls.map((call) => [call.method, call.url.replace('https://api.cible.test', ''), call.headers.Authorization === undefined ? 'public' : 'bearer'])).toEqual([
      ['POST', '/v1/news/conferences', 'bearer'],
      ['GET', '/v1/news/conferences/themes', 'bearer'],
      ['GET', '/v1/news/conferences/4', 'bearer'],
    ]);
    expect(JSON.parse(String(fake.calls[0]!.body))).toEqual({ criteria: {}, theme: 'Cybersécurité', sort: 'start_date', limit: 12, offset: 0 });
  });
});

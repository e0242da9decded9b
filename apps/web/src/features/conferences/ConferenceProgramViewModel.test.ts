import { describe, expect, it, vi } from 'vitest';
import { createFixedClock, QUERY_TYPE } from '@cible/core';
import type { ConferenceProgram, ConferencesGateway, QueriesGateway, Query } from '@cible/core';
import { apiFailure, testContactCard } from '../company/companyPagesTestData';
import { ConferenceProgramViewModel } from './ConferenceProgramViewModel';

const program: ConferenceProgram = {
  conference: {
    id: 4,
    name: 'Forum Cyber, Lille 2026',
    date: '2026-06-10',
    start_date: '2026-06-10',
    end_date: '2026-06-11',
    theme: 'Cybersécurité',
    organisers: [{ name: 'Cyber Events' }, { name: 'Nord Tech' }],
    city_name: 'Lille',
    zip_code: '59000',
  },
  sessions: [
    { id: 1, title: 'Keynote', type_name: 'Keynote', starts_at: '2026-06-10T07:30:00Z', speaker: testContactCard(21) },
    { id: 2, title: 'Table ronde', type_name: 'Table ronde', starts_at: '2026-06-10T09:00:00Z', speaker: testContactCard(22, { blurred: true }) },
    { id: 3, title: 'Atelier', type_name: 'Atelier', starts_at: '2026-06-11T08:00:00Z', speaker: testContactCard(21) },
    { id: 4, title: 'Clôture', type_name: null, starts_at: '2026-06-11T15:00:00Z', speaker: testContactCard(23) },
  ],
};

const list = (id: number, person_id_list: number[]): Query => ({
  id,
  name: `Liste ${id}`,
  query_type_id: QUERY_TYPE.address_book,
  criteria: { person_id_list },
  is_alert: false,
  owner_user_id: 7,
  organization_id: 1,
  creation_date: '2026-11-20T10:00:00.000Z',
  modification_date: null,
});

function setup(answer: () => Promise<ConferenceProgram> = async () => program, lists: Query[] = [list(9, [23, 40])]) {
  const getConferenceProgram = vi.fn(answer);
  const conferences = { getConferenceProgram } as unknown as ConferencesGateway;
  const queries = {
    createQuery: vi.fn(async () => ({})),
    updateQuery: vi.fn(async () => ({})),
    listQueries: vi.fn(async () => ({ query_list: lists, query_count: lists.length })),
  };
  const effects = { addedToList: vi.fn(), download: vi.fn() };
  const clock = createFixedClock('2026-11-26T06:24:00Z');
  const vm = new ConferenceProgramViewModel(conferences, queries as unknown as QueriesGateway, clock, effects, 4);
  return { vm, getConferenceProgram, queries, effects };
}

describe('ConferenceProgramViewModel', () => {
  it('loads the program; each speaker once, the blurred ones not offered for a list', async () => {
    const { vm, getConferenceProgram } = setup();
    expect(vm.status).toBe('loading');
    await vm.load();
    expect(getConferenceProgram).toHaveBeenCalledWith({ params: { conference_id: 4 } });
    expect(vm.status).toBe('ready');
    expect(vm.speakers.map((speaker) => speaker.id)).toEqual([21, 22, 23]);
    expect(vm.selectedIds).toEqual([21, 23]);
  });

  it('tells a missing conference (404, or an id that is not one) from a failure', async () => {
    const missing = setup(async () => Promise.reject(apiFailure(404)));
    await missing.vm.load();
    expect(missing.vm.status).toBe('not-found');
    const failing = setup(async () => Promise.reject(new Error('network')));
    await failing.vm.load();
    expect(failing.vm.status).toBe('error');
    const notAnId = new ConferenceProgramViewModel({} as ConferencesGateway, {} as QueriesGateway, createFixedClock(0), { addedToList: vi.fn(), download: vi.fn() }, Number('abc'));
    await notAnId.load();
    expect(notAnId.status).toBe('not-found');
  });

  it('adds the speakers to an existing contact list (keeping its contacts) or to a new address book', async () => {
    const { vm, queries, effects } = setup();
    await vm.load();
    await vm.listAddition.loadLists();
    expect(queries.listQueries).toHaveBeenCalledTimes(1);
    expect(await vm.listAddition.addToList({ listId: 9 })).toBe(true);
    expect(queries.updateQuery).toHaveBeenCalledWith({ params: { id: 9 }, body: { criteria: { person_id_list: [23, 40, 21] } } });
    expect(effects.addedToList).toHaveBeenLastCalledWith(1, 'Liste 9');
    expect(await vm.listAddition.addToList({ newName: '  Intervenants Forum Cyber ' })).toBe(true);
    expect(queries.createQuery).toHaveBeenCalledWith({ body: { name: 'Intervenants Forum Cyber', query_type_id: QUERY_TYPE.address_book, criteria: { person_id_list: [21, 23] } } });
    expect(await vm.listAddition.addToList({ newName: '  ' })).toBe(false);
    queries.createQuery.mockRejectedValueOnce(new Error('down'));
    expect(await vm.listAddition.addToList({ newName: 'Encore' })).toBe(false);
    expect(vm.listAddition.addToListError).toBe('failed');
    expect(vm.listAddition.addingToList).toBe(false);
  });

  it('refuses a list that would pass 1 000 contacts, sending nothing', async () => {
    const { vm, queries } = setup(undefined, [list(9, Array.from({ length: 999 }, (_, index) => 1000 + index))]);
    await vm.load();
    await vm.listAddition.loadLists();
    expect(await vm.listAddition.addToList({ listId: 9 })).toBe(false);
    expect(vm.listAddition.addToListError).toBe('tooMany');
    expect(queries.updateQuery).not.toHaveBeenCalled();
  });

  it('downloads the calendar file of the conference from core’s rule', async () => {
    const { vm, effects } = setup();
    expect(vm.calendar({ uidDomain: 'cible.test', organisersLabel: 'Organisateurs' })).toBeNull();
    await vm.load();
    vm.downloadCalendar({ uidDomain: 'cible.test', organisersLabel: 'Organisateurs' });
    const [fileName, content, contentType] = effects.download.mock.calls[0]!;
    expect(fileName).toBe('forum-cyber-lille-2026.ics');
    expect(contentType).toBe('text/calendar;charset=utf-8');
    expect(content).toContain('\r\nDTSTART;VALUE=DATE:20260610\r\nDTEND;VALUE=DATE:20260612\r\n');
    expect(content).toContain('\r\nSUMMARY:Forum Cyber\\, Lille 2026\r\n');
    expect(content).toContain('\r\nLOCATION:Lille 59000\r\n');
    expect(content).toContain('\r\nDESCRIPTION:Organisateurs : Cyber Events\\, Nord Tech\r\n');
    expect(content).toContain('\r\nDTSTAMP:20261126T062400Z\r\n');
  });
});

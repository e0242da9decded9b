import { describe, expect, it } from 'vitest';
import { json, noContent } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpSequencesGateway, HttpTasksGateway } from './http-sequences-gateway';

describe('HttpSequencesGateway', () => {
  it('calls the sequences paths: list filters in the query, step changes and switches as JSON bodies', async () => {
    const { fake, caller } = httpTestClient();
    const sequences = new HttpSequencesGateway(caller);
    fake.answer(json(200, { sequence_list: [], sequence_count: 0 }), json(200, { step_list: [] }), noContent(), json(200, { setting_list: [] }));
    await expect(sequences.listSequences({ query: { status_id_list: [1], name: 'Salon', limit: 20, offset: 0 } })).resolves.toEqual({ sequence_list: [], sequence_count: 0 });
    await sequences.switchSequenceSteps({ params: { id: 3 }, body: { step_id: 4, other_step_id: 5 } });
    await sequences.deleteSequenceStep({ params: { id: 3, step_id: 4 } });
    await sequences.getSequenceSettings();
    expect(fake.calls.map((call) => [call.method, decodeURIComponent(call.url.replace('https://api.cible.test', '')), call.body ?? null])).toEqual([
      ['GET', '/v1/sequence/sequences?status_id_list=1&name=Salon&limit=20&offset=0', null],
      ['POST', '/v1/sequence/sequences/3/switch-steps', JSON.stringify({ step_id: 4, other_step_id: 5 })],
      ['DELETE', '/v1/sequence/sequences/3/steps/4', null],
      ['GET', '/v1/sequence/settings', null],
    ]);
  });
});

describe('HttpTasksGateway', () => {
  it('calls the tasks paths', async () => {
    const { fake, caller } = httpTestClient();
    fake.answer(json(200, { task_type_list: [{ id: 1, name: 'Appel' }] }));
    await expect(new HttpTasksGateway(caller).listTaskTypes()).resolves.toEqual({ task_type_list: [{ id: 1, name: 'Appel' }] });
    expect(fake.calls.map((call) => call.url.replace('https://api.cible.test', ''))).toEqual(['/v1/task/task-types']);
  });
});

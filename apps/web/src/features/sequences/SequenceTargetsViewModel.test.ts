import { describe, expect, it, vi } from 'vitest';
import type { SequenceTargetDto, SequenceTargetSearchBody } from '@cible/core';
import { SequenceTargetsViewModel, targetSearchBody, NO_TARGET_FILTERS, type SequenceTargetsGateway } from './SequenceTargetsViewModel';
import { stepFixture } from './sequenceTestData';

const target = (id: number, computed: { step_id: number; created_at: string; opened?: number }[] = []): SequenceTargetDto => ({
  id,
  contact_id: 100 + id,
  sequence_id: 1,
  status_id: 1,
  done_event: null,
  computed_steps_list: computed.map((entry) => ({ updated_at: null, email_id: null, task_id: null, bounced: 0, clicked: 0, opened: 0, replied: 0, autoreplied: 0, ...entry })),
  contact: { id: 100 + id, first_name: 'Léa', last_name: `Martin ${id}`, email: `lea${id}@example.fr`, job_name: null, company_name: 'Atlas' },
});

function setup(options: { credits?: boolean } = {}) {
  const rows = Array.from({ length: 45 }, (_, index) => target(index + 1));
  const fake = {
    searchSequenceTargets: vi.fn(async ({ body }: { body: SequenceTargetSearchBody }) => ({
      target_list: rows.slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 20)),
      target_count: rows.length,
    })),
    updateSequenceTarget: vi.fn(async ({ params, body }: { params: { target_id: number }; body: { status_id: number } }) => ({ ...rows.find((row) => row.id === params.target_id)!, status_id: body.status_id })),
    checkImportSequenceTargets: vi.fn(async () => ({
      contact_count: 5,
      importable_count: 2,
      already_targeted_count: 0,
      excluded_list: [
        { contact_id: 1, reason_id: 1 },
        { contact_id: 2, reason_id: 2 },
        { contact_id: 3, reason_id: 2 },
      ],
      warning_list: [
        { contact_id: 4, sequence_id: 8, sequence_name: 'Salon Lyon', owner_user_id: 9 },
        { contact_id: 5, sequence_id: 8, sequence_name: 'Salon Lyon', owner_user_id: 9 },
      ],
    })),
    importSequenceTargets: vi.fn(async () => {
      if (options.credits === false) throw { kind: 'api', status: 409, error: { code: 'CREDITS.INSUFFICIENT', message: '' } };
      return { imported_count: 2, excluded_count: 3 };
    }),
  };
  const queries = { listQueries: vi.fn(async () => ({ query_list: [{ id: 9, name: 'Salon' }], query_count: 1 })) };
  const vm = new SequenceTargetsViewModel(1, fake as unknown as SequenceTargetsGateway, queries as never);
  return { vm, fake, queries };
}

describe('targetSearchBody', () => {
  it('sends every filter set, and a name only from 3 characters (core’s rule)', () => {
    expect(targetSearchBody(NO_TARGET_FILTERS, 1)).toEqual({ limit: 20, offset: 0 });
    expect(targetSearchBody({ ...NO_TARGET_FILTERS, name: ' Ma ' }, 3)).toEqual({ limit: 20, offset: 40 });
    expect(
      targetSearchBody(
        { name: 'Mar', emailEvents: ['opened'], excludedEmailEvents: ['replied'], stepPositions: [2], targetedOtherSequence: false, targetStatusIds: [1, 3], taskStatuses: ['late'] },
        1,
      ),
    ).toEqual({
      name: 'Mar',
      email_event_list: ['opened'],
      exclude_email_event_list: ['replied'],
      step_position_list: [2],
      targeted_other_sequence: false,
      target_status_id_list: [1, 3],
      task_status_list: ['late'],
      limit: 20,
      offset: 0,
    });
  });
});

describe('SequenceTargetsViewModel', () => {
  it('searches 20 a page, back to page 1 on a filter change, and never asks an event both required and excluded', async () => {
    const { vm, fake } = setup();
    await vm.load();
    expect(vm.rows).toHaveLength(20);
    await vm.setPage(3);
    expect(vm.rows).toHaveLength(5);
    await vm.toggleEvent('opened', 'required');
    expect(vm.page).toBe(1);
    await vm.toggleEvent('opened', 'excluded');
    expect(fake.searchSequenceTargets).toHaveBeenLastCalledWith({ params: { id: 1 }, body: { exclude_email_event_list: ['opened'], limit: 20, offset: 0 } });
    const calls = fake.searchSequenceTargets.mock.calls.length;
    await vm.setFilters({ name: 'Ma' });
    expect(fake.searchSequenceTargets.mock.calls.length).toBe(calls);
  });

  it('gives each target its next step (core’s rule) and its timeline, and changes its status in place', async () => {
    const { vm } = setup();
    const link = (id: number, from: number, to: number) => ({ id, step_id: from, next_step_id: to, interval: 1, trigger_event: null });
    vm.setSteps([stepFixture(1, 1, { link_list: [link(1, 1, 2)] }), stepFixture(2, 2, { type_id: 1 })]);
    const fresh = target(1);
    const started = target(2, [{ step_id: 1, created_at: '2026-11-20T09:00:00.000Z', opened: 2 }]);
    expect(vm.nextStepOf(fresh)?.id).toBe(1);
    expect(vm.nextStepOf(started)?.id).toBe(2);
    expect(vm.timelineOf(started)).toEqual([{ stepId: 1, position: 1, typeId: 2, at: '2026-11-20T09:00:00.000Z', opened: true, clicked: false, replied: false, bounced: false }]);
    await vm.load();
    await vm.changeStatus(vm.rows[1]!, 3);
    expect(vm.rows[1]!.status_id).toBe(3);
  });

  it('imports a list after its check, with the exclusion reasons counted; lack of credits is shown and nothing changes', async () => {
    const { vm, queries } = setup();
    await vm.openImport();
    expect(queries.listQueries).toHaveBeenCalledWith({ query: { query_type_id_list: expect.arrayContaining([4]), limit: 1000, offset: 0 } });
    expect(vm.lists).toHaveLength(1);
    await expect(vm.check()).resolves.toBe(false);
    vm.chooseList(9);
    await vm.check();
    expect(vm.importState.step).toBe('checked');
    expect([...vm.exclusionCounts]).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(vm.warnings).toEqual([{ sequenceName: 'Salon Lyon', count: 2 }]);
    await vm.import();
    expect(vm.importState).toEqual({ step: 'imported', importedCount: 2, excludedCount: 3 });

    const short = setup({ credits: false }).vm;
    await short.openImport();
    short.chooseList(9);
    await short.check();
    await expect(short.import()).resolves.toBe(false);
    expect(short.error).toBe('creditsInsufficient');
    expect(short.importState.step).toBe('checked');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createFixedClock, type Sequence, type SequencesGateway } from '@cible/core';
import { SequenceDetailsViewModel, type SequenceDetailsGateway } from './SequenceDetailsViewModel';
import { sequenceFixture, stepFixture } from './sequenceTestData';

function setup(sequence: Sequence, refuse?: string) {
  let current = sequence;
  const fake = {
    getSequence: vi.fn(async () => current),
    updateSequence: vi.fn(async ({ body }: { body: { status_id?: number } }) => {
      if (refuse !== undefined) throw { kind: 'api', status: 409, error: { code: refuse, message: '' } };
      current = { ...current, ...body } as Sequence;
      return current;
    }),
    getSequenceSettings: vi.fn(async () => ({ setting_list: [{ user_id: 7, email: 'a@atlas.demo', first_name: 'Anne', last_name: 'Martin', daily_threshold: 10 }] })),
    listSequences: vi.fn(async () => ({ sequence_list: [], sequence_count: 1 })),
  };
  // Wednesday 25 November 2026, 10:00 in Paris.
  const vm = new SequenceDetailsViewModel(1, fake as unknown as SequenceDetailsGateway & SequencesGateway, createFixedClock('2026-11-25T09:00:00Z'));
  return { vm, fake };
}

describe('SequenceDetailsViewModel', () => {
  it('estimates the end date with core’s rule from the owner’s threshold, ongoing count and the step intervals', async () => {
    const { vm, fake } = setup(sequenceFixture(1, { mail_to_send: 30 }));
    await vm.load();
    expect(fake.listSequences).toHaveBeenCalledWith({ query: { owner_user_id: 7, status_id_list: [2], limit: 1, offset: 0 } });
    expect(vm.dailyThreshold).toBe(10);
    expect(vm.ownerOngoingCount).toBe(1);
    // Share: 10 / (1 ongoing + this draft) = 5 a day → 6 sending days from Wednesday: Wed, Thu, Fri, Mon, Tue, Wed.
    expect(vm.estimatedEndDate?.toISODate()).toBe('2026-12-02');
    // A 3-day wait along the path moves the base to Saturday → the next Monday counts first.
    vm.setSteps([stepFixture(1, 1, { link_list: [{ id: 1, step_id: 1, next_step_id: 2, interval: 3, trigger_event: null }] }), stepFixture(2, 2)]);
    expect(vm.estimatedEndDate?.toISODate()).toBe('2026-12-07');
  });

  it('offers launch for a draft, pause once ongoing, resume once paused (core’s transitions)', async () => {
    const { vm, fake } = setup(sequenceFixture(1));
    await vm.load();
    expect(vm.actions).toEqual(['launch']);
    await expect(vm.run('launch')).resolves.toBe(true);
    expect(fake.updateSequence).toHaveBeenLastCalledWith({ params: { id: 1 }, body: { status_id: 2 } });
    expect(vm.actions).toEqual(['pause']);
    await vm.run('pause');
    expect(vm.actions).toEqual(['resume']);
  });

  it('keeps the API’s refusal to show it (no mailbox connected)', async () => {
    const { vm } = setup(sequenceFixture(1), 'SEQUENCE.NO_SENDER_MAILBOX');
    await vm.load();
    await expect(vm.run('launch')).resolves.toBe(false);
    expect(vm.actionError).toBe('noSenderMailbox');
    expect(vm.sequence.value?.status_id).toBe(1);
  });
});

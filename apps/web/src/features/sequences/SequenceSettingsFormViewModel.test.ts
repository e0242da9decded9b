import { describe, expect, it, vi } from 'vitest';
import type { Sequence, SequencesGateway, SequenceUpdateBody } from '@cible/core';
import { SequenceSettingsFormViewModel } from './SequenceSettingsFormViewModel';
import { sequenceFixture } from './sequenceTestData';

function setup(sequence: Sequence) {
  const gateway = { updateSequence: vi.fn(async ({ body }: { body: SequenceUpdateBody }) => ({ ...sequence, ...body }) as Sequence) };
  const onSaved = vi.fn();
  return { gateway, onSaved, vm: new SequenceSettingsFormViewModel(sequence, gateway as unknown as Pick<SequencesGateway, 'updateSequence'>, onSaved) };
}

describe('SequenceSettingsFormViewModel', () => {
  it('checks the window with core’s rule before saving, then sends every setting and the start day at midnight in the sequence’s zone', async () => {
    const { vm, gateway, onSaved } = setup(sequenceFixture(1));
    vm.edit({ startHour: 18, endHour: 9 });
    expect(vm.windowError).toBe('endHourNotAfterStart');
    await expect(vm.save()).resolves.toBe(false);
    vm.edit({ startHour: 8, endHour: 12, name: ' Relance salon ', finishOnReply: false, startDate: '2026-12-01' });
    for (const day of [1, 2, 3, 4, 5]) vm.toggleDay(day);
    expect(vm.windowError).toBe('noSendableDay');
    vm.toggleDay(4);
    vm.toggleDay(2);
    await expect(vm.save()).resolves.toBe(true);
    expect(gateway.updateSequence).toHaveBeenCalledWith({
      params: { id: 1 },
      body: {
        name: 'Relance salon',
        sendable_days: '2,4',
        sendable_start_hour: 8,
        sendable_end_hour: 12,
        sendable_timezone: 'Europe/Paris',
        finish_event_mail_replied: false,
        start_date: '2026-11-30T23:00:00.000Z',
      },
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(vm.form.startDate).toBe('2026-12-01');
  });

  it('does not send a start date once the sequence has started', async () => {
    const { vm, gateway } = setup(sequenceFixture(1, { status_id: 2, start_date: '2026-11-01T08:00:00.000Z' }));
    expect(vm.startDateEditable).toBe(false);
    await vm.save();
    expect(gateway.updateSequence.mock.calls[0]![0].body).not.toHaveProperty('start_date');
  });
});

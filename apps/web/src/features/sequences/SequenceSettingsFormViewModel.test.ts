import { describe, expect, it, vi } from 'vitest';
import { createFixedClock, type Sequence, type SequencesGateway, type SequenceUpdateBody } from '@cible/core';
import { browserTimeZones, SequenceSettingsFormViewModel, utcOffsetLabel } from './SequenceSettingsFormViewModel';
import { sequenceFixture } from './sequenceTestData';

/** A winter instant: Paris at UTC+1, New York at UTC-5. */
const WINTER = createFixedClock('2026-01-15T10:00:00Z');

function setup(sequence: Sequence, zones?: () => readonly string[], clock = WINTER) {
  const gateway = { updateSequence: vi.fn(async ({ body }: { body: SequenceUpdateBody }) => ({ ...sequence, ...body }) as Sequence) };
  const onSaved = vi.fn();
  return { gateway, onSaved, vm: new SequenceSettingsFormViewModel(sequence, gateway as unknown as Pick<SequencesGateway, 'updateSequence'>, onSaved, clock, zones) };
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

  it('offers every zone the browser knows, Europe/Paris first then by name, labelled with the UTC offset at the clock’s instant', () => {
    const { vm } = setup(sequenceFixture(1), () => ['America/New_York', 'Asia/Kolkata', 'Europe/Paris', 'Africa/Abidjan', 'America/New_York']);
    expect(vm.timeZoneChoices).toEqual([
      { value: 1, zone: 'Europe/Paris', name: 'Europe/Paris (UTC+1)' },
      { value: 2, zone: 'Africa/Abidjan', name: 'Africa/Abidjan (UTC+0)' },
      { value: 3, zone: 'America/New_York', name: 'America/New_York (UTC-5)' },
      { value: 4, zone: 'Asia/Kolkata', name: 'Asia/Kolkata (UTC+5:30)' },
    ]);
    expect(vm.timeZoneValue).toBe(1);
    vm.chooseTimeZone(4);
    expect(vm.form.timezone).toBe('Asia/Kolkata');
    expect(vm.timeZoneValue).toBe(4);
    vm.chooseTimeZone(-1);
    expect(vm.form.timezone).toBe('Asia/Kolkata');
    // In summer the offsets follow the clock.
    const summer = setup(sequenceFixture(1), () => ['Europe/Paris'], createFixedClock('2026-07-01T10:00:00Z')).vm;
    expect(summer.timeZoneChoices.map((choice) => choice.name)).toEqual(['Europe/Paris (UTC+2)']);
  });

  it('keeps the sequence’s zone when the browser does not know it, and offers Europe/Paris where the list is missing', () => {
    const { vm } = setup({ ...sequenceFixture(1), sendable_timezone: 'Mars/Olympus' }, () => ['Europe/London']);
    expect(vm.timeZoneChoices.map((choice) => choice.zone)).toEqual(['Mars/Olympus', 'Europe/Paris', 'Europe/London']);
    expect(vm.timeZoneChoices[0]!.name).toBe('Mars/Olympus');
    expect(vm.timeZoneValue).toBe(1);
    expect(setup(sequenceFixture(1), () => []).vm.timeZoneChoices.map((choice) => choice.zone)).toEqual(['Europe/Paris']);
  });

  it('reads the browser’s own list by default (hundreds of zones, Paris first)', () => {
    expect(browserTimeZones().length).toBeGreaterThan(300);
    const { vm } = setup(sequenceFixture(1), undefined);
    expect(vm.timeZoneChoices.length).toBeGreaterThan(300);
    expect(vm.timeZoneChoices[0]!.zone).toBe('Europe/Paris');
    expect(vm.timeZoneChoices.some((choice) => choice.zone === 'Pacific/Auckland')).toBe(true);
  });

  it('writes offsets as UTC±h[:mm]', () => {
    expect([0, 60, -300, 330, -570, 345].map(utcOffsetLabel)).toEqual(['UTC+0', 'UTC+1', 'UTC-5', 'UTC+5:30', 'UTC-9:30', 'UTC+5:45']);
  });
});

import { makeAutoObservable, runInAction } from 'mobx';
import { DateTime } from 'luxon';
import {
  formatSendableDays,
  parseSendableDays,
  SEQUENCE_STATUS,
  SEQUENCE_TIMEZONE,
  validateSendingWindow,
  type Clock,
  type Sequence,
  type SequencesGateway,
  type SequenceUpdateBody,
} from '@cible/core';
import { sequenceErrorKey, SEQUENCE_ERROR_KEYS, type SequenceErrorKey } from './sequenceErrorKey';

export interface SequenceSettingsForm {
  name: string;
  sendableDays: readonly number[];
  startHour: number;
  endHour: number;
  timezone: string;
  finishOnReply: boolean;
  /** The start day (yyyy-MM-dd in the sequence's time zone), '' for none. */
  startDate: string;
}

const formOf = (sequence: Sequence): SequenceSettingsForm => ({
  name: sequence.name,
  sendableDays: parseSendableDays(sequence.sendable_days),
  startHour: sequence.sendable_start_hour,
  endHour: sequence.sendable_end_hour,
  timezone: sequence.sendable_timezone,
  finishOnReply: sequence.finish_event_mail_replied,
  startDate: sequence.start_date === null ? '' : (DateTime.fromISO(sequence.start_date, { zone: sequence.sendable_timezone }).toISODate() ?? ''),
});

/** A time zone offered: its IANA name and its label with the UTC offset at the clock's instant ("Europe/Paris (UTC+1)"). */
export interface TimeZoneChoice {
  /** 1..n, the select's value. */
  readonly value: number;
  readonly zone: string;
  readonly name: string;
}

/** The IANA time zones this browser knows (none where `Intl.supportedValuesOf` is missing). */
export function browserTimeZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** "UTC+1", "UTC+5:30", "UTC-3", "UTC+0": a UTC offset in minutes as a label. */
export function utcOffsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `UTC${sign}${hours}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`}`;
}

/**
 * The settings tab: name, sendable days and hours (core's window check before sending), time zone, finish on reply
 * and, before the sequence starts, its start date (a launched draft whose start is in the future is programmed).
 */
export class SequenceSettingsFormViewModel {
  form: SequenceSettingsForm;
  saving = false;
  error: SequenceErrorKey | null = null;
  saved = false;

  constructor(
    private sequence: Sequence,
    private readonly gateway: Pick<SequencesGateway, 'updateSequence'>,
    private readonly onSaved: (sequence: Sequence) => void,
    /** The offsets shown are those of the clock's present instant. */
    private readonly clock: Clock,
    /** The time zones to offer (the browser's by default). */
    private readonly knownTimeZones: () => readonly string[] = browserTimeZones,
  ) {
    this.form = formOf(sequence);
    makeAutoObservable<this, 'gateway' | 'onSaved' | 'clock' | 'knownTimeZones'>(
      this,
      { gateway: false, onSaved: false, clock: false, knownTimeZones: false },
      { autoBind: true },
    );
  }

  /**
   * Every time zone the browser knows, Europe/Paris first, then by name; the sequence's own zone (saved or chosen) is
   * kept even when the browser does not know it (first then). Labels carry the UTC offset at the clock's instant.
   */
  get timeZoneChoices(): readonly TimeZoneChoice[] {
    const known = [...new Set(this.knownTimeZones())].filter((zone) => zone !== SEQUENCE_TIMEZONE).sort((a, b) => a.localeCompare(b, 'en'));
    const zones = [SEQUENCE_TIMEZONE, ...known];
    const current = this.form.timezone;
    if (!zones.includes(current)) zones.unshift(current);
    const at = DateTime.fromJSDate(this.clock.now());
    return zones.map((zone, index) => {
      const local = at.setZone(zone);
      return { value: index + 1, zone, name: local.isValid ? `${zone} (${utcOffsetLabel(local.offset)})` : zone };
    });
  }

  /** The select's value of the zone chosen. */
  get timeZoneValue(): number {
    return this.timeZoneChoices.find((choice) => choice.zone === this.form.timezone)?.value ?? -1;
  }

  /** Chooses the zone of that select value (an unknown value changes nothing). */
  chooseTimeZone(value: number): void {
    const choice = this.timeZoneChoices.find((entry) => entry.value === value);
    if (choice !== undefined) this.edit({ timezone: choice.zone });
  }

  /** The start date may change only before the sequence starts. */
  get startDateEditable(): boolean {
    return this.sequence.status_id === SEQUENCE_STATUS.draft || this.sequence.status_id === SEQUENCE_STATUS.programmed;
  }

  /** Core's check of the window as filled in (null: valid). */
  get windowError(): SequenceErrorKey | null {
    const checked = validateSendingWindow({
      sendable_days: formatSendableDays(this.form.sendableDays),
      sendable_start_hour: this.form.startHour,
      sendable_end_hour: this.form.endHour,
    });
    if (checked.ok) return null;
    const code = checked.error.code;
    return Object.hasOwn(SEQUENCE_ERROR_KEYS, code) ? SEQUENCE_ERROR_KEYS[code as keyof typeof SEQUENCE_ERROR_KEYS] : 'other';
  }

  get nameMissing(): boolean {
    return this.form.name.trim() === '';
  }

  edit(change: Partial<SequenceSettingsForm>): void {
    this.form = { ...this.form, ...change };
    this.saved = false;
  }

  toggleDay(day: number): void {
    const days = this.form.sendableDays.includes(day) ? this.form.sendableDays.filter((entry) => entry !== day) : [...this.form.sendableDays, day];
    this.edit({ sendableDays: days });
  }

  async save(): Promise<boolean> {
    if (this.nameMissing || this.windowError !== null) return false;
    const form = this.form;
    const body: SequenceUpdateBody = {
      name: form.name.trim(),
      sendable_days: formatSendableDays(form.sendableDays),
      sendable_start_hour: form.startHour,
      sendable_end_hour: form.endHour,
      sendable_timezone: form.timezone,
      finish_event_mail_replied: form.finishOnReply,
    };
    if (this.startDateEditable) {
      const start = form.startDate === '' ? null : DateTime.fromISO(form.startDate, { zone: form.timezone }).startOf('day');
      body.start_date = start === null || !start.isValid ? null : start.toUTC().toISO();
    }
    this.saving = true;
    this.error = null;
    try {
      const updated = await this.gateway.updateSequence({ params: { id: this.sequence.id }, body });
      runInAction(() => {
        this.sequence = updated;
        this.form = formOf(updated);
        this.saved = true;
      });
      this.onSaved(updated);
      return true;
    } catch (error) {
      runInAction(() => (this.error = sequenceErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import { DateTime } from 'luxon';
import {
  allowedSequenceTransitions,
  DEFAULT_DAILY_THRESHOLD,
  estimateSequenceEndDate,
  SEQUENCE_STATUS,
  type Clock,
  type Sequence,
  type SequencesGateway,
  type SequenceStepDto,
  type SequenceStatusId,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { sequenceErrorKey, type SequenceErrorKey } from './sequenceErrorKey';

export type SequenceDetailsGateway = Pick<SequencesGateway, 'getSequence' | 'updateSequence' | 'listSequences' | 'getSequenceSettings'>;

/** The status buttons of the page: launch (draft or programmed → ongoing), pause, resume. */
export type SequenceStatusAction = 'launch' | 'pause' | 'resume';

const ACTION_TARGET: Readonly<Record<SequenceStatusAction, SequenceStatusId>> = {
  launch: SEQUENCE_STATUS.ongoing,
  pause: SEQUENCE_STATUS.paused,
  resume: SEQUENCE_STATUS.ongoing,
};

/**
 * /sequence-details/{id}: the sequence, its launch / pause / resume buttons (core's transitions; the API's refusal
 * kept to be shown in French) and its estimated end date (core's estimate: mails still to send, the owner's daily
 * threshold shared with their other ongoing sequences, the sendable days and the step intervals).
 */
export class SequenceDetailsViewModel {
  readonly sequence = new Loadable<Sequence>({ status: 'loading' });
  /** The owner's daily threshold (the default while unknown). */
  dailyThreshold = DEFAULT_DAILY_THRESHOLD;
  /** How many of the owner's sequences are ongoing. */
  ownerOngoingCount = 0;
  /** The steps the estimate follows (given by the steps tab once loaded). */
  steps: readonly SequenceStepDto[] = [];
  /** The last refused status change, until the next one. */
  actionError: SequenceErrorKey | null = null;
  acting = false;

  constructor(
    readonly sequenceId: number,
    private readonly gateway: SequenceDetailsGateway,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'gateway' | 'clock'>(this, { gateway: false, clock: false, sequence: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const sequence = await this.sequence.load(() => this.gateway.getSequence({ params: { id: this.sequenceId } }));
    if (sequence !== undefined) await this.loadOwnerLoad(sequence.owner_user_id);
  }

  setSteps(steps: readonly SequenceStepDto[]): void {
    this.steps = steps;
  }

  /** The buttons the sequence's status allows (core's transitions). */
  get actions(): readonly SequenceStatusAction[] {
    const status = this.sequence.value?.status_id;
    if (status === undefined) return [];
    const allowed = allowedSequenceTransitions(status);
    const actions: SequenceStatusAction[] = [];
    if ((status === SEQUENCE_STATUS.draft || status === SEQUENCE_STATUS.programmed) && allowed.includes(SEQUENCE_STATUS.ongoing)) actions.push('launch');
    if (status === SEQUENCE_STATUS.ongoing && allowed.includes(SEQUENCE_STATUS.paused)) actions.push('pause');
    if (status === SEQUENCE_STATUS.paused && allowed.includes(SEQUENCE_STATUS.ongoing)) actions.push('resume');
    return actions;
  }

  /** The estimated end date (start of a day in the sequence's time zone), or null when none can be computed. */
  get estimatedEndDate(): DateTime | null {
    const sequence = this.sequence.value;
    if (sequence === null) return null;
    const isOngoing = sequence.status_id === SEQUENCE_STATUS.ongoing;
    // The window's hours too: core's estimate walks the runner's calendar, hours included (read when it takes them).
    const input = {
      startHour: sequence.sendable_start_hour,
      endHour: sequence.sendable_end_hour,
      mailToSend: sequence.mail_to_send,
      dailyThreshold: this.dailyThreshold,
      ownerOngoingSequenceCount: this.ownerOngoingCount,
      isOngoing,
      sendableDays: sequence.sendable_days,
      steps: this.steps,
      startDate: sequence.start_date,
      now: DateTime.fromJSDate(this.clock.now()),
      timezone: sequence.sendable_timezone,
    };
    return estimateSequenceEndDate(input);
  }

  /** Runs a status button; answers whether the API took it (its refusal is kept in `actionError`). */
  async run(action: SequenceStatusAction): Promise<boolean> {
    this.actionError = null;
    this.acting = true;
    try {
      const updated = await this.gateway.updateSequence({ params: { id: this.sequenceId }, body: { status_id: ACTION_TARGET[action] } });
      runInAction(() => this.sequence.set(updated));
      await this.loadOwnerLoad(updated.owner_user_id);
      return true;
    } catch (error) {
      runInAction(() => (this.actionError = sequenceErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.acting = false));
    }
  }

  /** Takes a sequence the settings tab saved. */
  replaced(sequence: Sequence): void {
    this.sequence.set(sequence);
  }

  private async loadOwnerLoad(ownerUserId: number): Promise<void> {
    const [settings, ongoing] = await Promise.allSettled([
      this.gateway.getSequenceSettings(),
      this.gateway.listSequences({ query: { owner_user_id: ownerUserId, status_id_list: [SEQUENCE_STATUS.ongoing], limit: 1, offset: 0 } }),
    ]);
    runInAction(() => {
      if (settings.status === 'fulfilled') {
        this.dailyThreshold = settings.value.setting_list.find((setting) => setting.user_id === ownerUserId)?.daily_threshold ?? DEFAULT_DAILY_THRESHOLD;
      }
      if (ongoing.status === 'fulfilled') this.ownerOngoingCount = ongoing.value.sequence_count;
    });
  }
}

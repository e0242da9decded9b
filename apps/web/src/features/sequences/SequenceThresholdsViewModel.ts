import { makeAutoObservable, runInAction } from 'mobx';
import type { SequencesGateway, SequenceSetting, SequenceSettingListResponse } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { sequenceErrorKey, type SequenceErrorKey } from './sequenceErrorKey';

/** The bounds of a daily threshold (the contract's: 1 to 2000 e-mails a day). */
export const DAILY_THRESHOLD_BOUNDS = { min: 1, max: 2000 } as const;

/**
 * /sequences/settings: each user's daily sending threshold. A user edits their own; a manager edits the team's (the
 * API refuses a colleague's threshold to anyone else: 403 SEQUENCE.NOT_OWNER, shown).
 */
export class SequenceThresholdsViewModel {
  readonly settings = new Loadable<SequenceSettingListResponse>({ status: 'loading', onValue: (value) => this.takeValues(value.setting_list) });
  /** The values being typed, by user id. */
  edits: Record<number, string> = {};
  saving = false;
  error: SequenceErrorKey | null = null;
  saved = false;

  constructor(
    private readonly gateway: Pick<SequencesGateway, 'getSequenceSettings' | 'updateSequenceSettings'>,
    readonly userId: number | null,
    readonly isManager: boolean,
  ) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, settings: false }, { autoBind: true });
  }

  load(): Promise<unknown> {
    return this.settings.load(() => this.gateway.getSequenceSettings());
  }

  /** The users shown: everyone for a manager, the user's own line otherwise. */
  get rows(): readonly SequenceSetting[] {
    const list = this.settings.value?.setting_list ?? [];
    return this.isManager ? list : list.filter((setting) => setting.user_id === this.userId);
  }

  edit(userId: number, value: string): void {
    this.edits = { ...this.edits, [userId]: value };
    this.saved = false;
  }

  invalid(userId: number): boolean {
    const value = Number(this.edits[userId]);
    return !Number.isInteger(value) || value < DAILY_THRESHOLD_BOUNDS.min || value > DAILY_THRESHOLD_BOUNDS.max;
  }

  /** The changed thresholds. */
  get changes(): { user_id: number; daily_threshold: number }[] {
    return this.rows.filter((row) => Number(this.edits[row.user_id]) !== row.daily_threshold).map((row) => ({ user_id: row.user_id, daily_threshold: Number(this.edits[row.user_id]) }));
  }

  async save(): Promise<boolean> {
    if (this.rows.some((row) => this.invalid(row.user_id)) || this.changes.length === 0) return false;
    this.saving = true;
    this.error = null;
    try {
      const answer = await this.gateway.updateSequenceSettings({ body: { setting_list: this.changes } });
      runInAction(() => {
        this.settings.set(answer);
        this.saved = true;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = sequenceErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  private takeValues(list: readonly SequenceSetting[]): void {
    this.edits = Object.fromEntries(list.map((setting) => [setting.user_id, String(setting.daily_threshold)]));
  }
}

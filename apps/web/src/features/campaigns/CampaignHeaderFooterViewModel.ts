import { makeAutoObservable, runInAction } from 'mobx';
import { PORT_LIMITS, type SmartMailingGateway, type SmartMailingSettings } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { campaignErrorKey, type CampaignErrorKey } from './campaignErrorKey';

export type EmailFramePart = 'header' | 'footer';

/** The size of a header or footer the API accepts (its HTML, in characters: the contract's HTML limit). */
export const EMAIL_FRAME_MAX_LENGTH = PORT_LIMITS.html;
/** From this share of the limit on, the count is shown as a warning (before the user reaches the limit). */
export const EMAIL_FRAME_WARNING_SHARE = 0.9;

/** An editor's empty document (TipTap answers `<p></p>` for an empty text). */
const EMPTY_HTML = /^\s*(<p>\s*<\/p>)?\s*$/;

/**
 * The organisation's email header and footer (/campaigns/settings): loaded, edited as HTML (the templates' rich-text
 * editor), their size against the limit shown as they grow, saved together (an empty part is saved as `null`).
 */
export class CampaignHeaderFooterViewModel {
  readonly settings = new Loadable<SmartMailingSettings>({ status: 'loading', onValue: (value) => this.takeValues(value) });
  drafts: Record<EmailFramePart, string> = { header: '', footer: '' };
  /** What the editors showed once ready (their normalised HTML): a change is measured against it. */
  private baseline: Record<EmailFramePart, string> = { header: '', footer: '' };
  saving = false;
  saved = false;
  error: CampaignErrorKey | null = null;

  constructor(private readonly gateway: Pick<SmartMailingGateway, 'getSmartMailingSettings' | 'updateSmartMailingSettings'>) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, settings: false }, { autoBind: true });
  }

  load(): Promise<unknown> {
    return this.settings.load(() => this.gateway.getSmartMailingSettings());
  }

  /** The editor of a part is ready with its normalised HTML: the new baseline, not a change. */
  ready(part: EmailFramePart, html: string): void {
    this.drafts = { ...this.drafts, [part]: html };
    this.baseline = { ...this.baseline, [part]: html };
  }

  edit(part: EmailFramePart, html: string): void {
    this.drafts = { ...this.drafts, [part]: html };
    this.saved = false;
  }

  /** The size of a part as saved (an empty editor's document counts 0: it is saved as `null`). */
  length(part: EmailFramePart): number {
    return EMPTY_HTML.test(this.drafts[part]) ? 0 : this.drafts[part].length;
  }

  /** The part is near the limit (the count turns to a warning) or over it (it cannot be saved). */
  sizeState(part: EmailFramePart): 'ok' | 'near' | 'over' {
    const length = this.length(part);
    if (length > EMAIL_FRAME_MAX_LENGTH) return 'over';
    return length >= EMAIL_FRAME_MAX_LENGTH * EMAIL_FRAME_WARNING_SHARE ? 'near' : 'ok';
  }

  get changed(): boolean {
    return this.drafts.header !== this.baseline.header || this.drafts.footer !== this.baseline.footer;
  }

  get canSave(): boolean {
    return this.changed && !this.saving && this.sizeState('header') !== 'over' && this.sizeState('footer') !== 'over';
  }

  async save(): Promise<boolean> {
    if (!this.canSave) return false;
    this.saving = true;
    this.error = null;
    const value = (part: EmailFramePart) => (EMPTY_HTML.test(this.drafts[part]) ? null : this.drafts[part]);
    try {
      const answer = await this.gateway.updateSmartMailingSettings({ body: { email_header: value('header'), email_footer: value('footer') } });
      runInAction(() => {
        this.baseline = { ...this.drafts };
        this.settings.set(answer);
        this.saved = true;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = campaignErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  private takeValues(value: SmartMailingSettings): void {
    if (this.saving) return;
    this.drafts = { header: value.email_header ?? '', footer: value.email_footer ?? '' };
    this.baseline = { ...this.drafts };
  }
}

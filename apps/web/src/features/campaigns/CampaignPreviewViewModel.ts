import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { CampaignPreview, SmartMailingGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';

/** The widths a preview is shown at: a desktop mail client's reading pane, a phone. */
export type CampaignPreviewDevice = 'desktop' | 'mobile';

/** What the preview is asked for: the content and pre-header being written. */
export interface CampaignPreviewInput {
  readonly html: string;
  readonly preHeader: string;
}

/**
 * The content tab's preview: the mail as the server renders it for the campaign's first target (the responsive MJML
 * layout, header, footer, mirror line: POST …/campaigns/{id}/preview), asked again once the writer pauses
 * (`debounceMs` after the last change; only the latest answer is taken), shown at a desktop or a phone width.
 */
export class CampaignPreviewViewModel {
  readonly preview = new Loadable<CampaignPreview>({ status: 'loading' });
  device: CampaignPreviewDevice = 'desktop';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopWatching: IReactionDisposer | null = null;

  constructor(
    private readonly campaignId: number,
    private readonly gateway: Pick<SmartMailingGateway, 'previewCampaign'>,
    private readonly input: () => CampaignPreviewInput | null,
    private readonly debounceMs = 400,
  ) {
    makeAutoObservable<this, 'gateway' | 'input' | 'timer' | 'stopWatching' | 'debounceMs' | 'campaignId'>(
      this,
      { gateway: false, input: false, timer: false, stopWatching: false, debounceMs: false, campaignId: false, preview: false },
      { autoBind: true },
    );
  }

  setDevice(device: CampaignPreviewDevice): void {
    this.device = device;
  }

  /** Starts following the content: a first preview now, then one after each pause in the writing. */
  start(): () => void {
    this.stopWatching?.();
    this.stopWatching = reaction(
      () => this.input(),
      (input, previous) => {
        if (input === null || (previous !== undefined && previous !== null && input.html === previous.html && input.preHeader === previous.preHeader)) return;
        this.schedule(input, previous === undefined ? 0 : this.debounceMs);
      },
      { fireImmediately: true },
    );
    return this.stop;
  }

  stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(input: CampaignPreviewInput, delayMs: number): void {
    if (this.timer !== null) clearTimeout(this.timer);
    if (delayMs === 0) {
      this.timer = null;
      void this.load(input);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.load(input);
    }, delayMs);
  }

  private async load(input: CampaignPreviewInput): Promise<void> {
    await this.preview.load(() =>
      this.gateway.previewCampaign({ params: { id: this.campaignId }, body: { email_html_content: input.html, email_pre_header: input.preHeader.trim() === '' ? null : input.preHeader.trim() } }),
    );
  }
}

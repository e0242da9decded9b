import { makeAutoObservable, runInAction } from 'mobx';
import { CAMPAIGN_STATUS, PORT_LIMITS, type Campaign, type CampaignUpdateBody, type Sender, type SmartMailingGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { campaignErrorKey, type CampaignErrorKey } from './campaignErrorKey';

/** The fields the settings and content tabs edit. */
export interface CampaignDraft {
  name: string;
  sender_id: number | null;
  email_subject: string;
  email_pre_header: string;
  mirror_link: boolean;
  mirror_link_text: string;
  email_html_content: string;
}

export type CampaignDraftField = 'name' | 'email_subject' | 'email_pre_header' | 'mirror_link_text' | 'email_html_content';
export type CampaignFieldError = 'required' | 'tooLong';

const TEXT_FIELDS = ['email_subject', 'email_pre_header', 'mirror_link_text'] as const;

function draftOf(campaign: Campaign): CampaignDraft {
  return {
    name: campaign.name,
    sender_id: campaign.sender_id,
    email_subject: campaign.email_subject ?? '',
    email_pre_header: campaign.email_pre_header ?? '',
    mirror_link: campaign.mirror_link,
    mirror_link_text: campaign.mirror_link_text ?? '',
    email_html_content: campaign.email_html_content ?? '',
  };
}

/** A text as the API stores it: trimmed, `null` when empty. */
const nullable = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * /campaign-details/{id}: the campaign, the organisation's senders, and the settings and content being edited (name,
 * sender, subject, pre-header, mirror link and its text, HTML content), saved together with only what changed. A sent
 * campaign is read only.
 */
export class CampaignDetailsViewModel {
  readonly campaign = new Loadable<Campaign>({ status: 'loading', onValue: (value) => this.takeCampaign(value) });
  readonly senders = new Loadable<readonly Sender[]>();
  draft: CampaignDraft | null = null;
  /** The content as the editor first rendered it (normalised): a change is measured against it. */
  private contentBaseline = '';
  saving = false;
  saved = false;
  submitted = false;
  error: CampaignErrorKey | null = null;

  constructor(
    readonly campaignId: number,
    private readonly gateway: Pick<SmartMailingGateway, 'getCampaign' | 'updateCampaign' | 'listSenders'>,
  ) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, campaign: false, senders: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await Promise.all([this.campaign.load(() => this.gateway.getCampaign({ params: { id: this.campaignId } })), this.senders.load(async () => (await this.gateway.listSenders()).sender_list)]);
  }

  get readOnly(): boolean {
    return this.campaign.value?.status_id === CAMPAIGN_STATUS.sent;
  }

  get senderOptions(): { value: number; name: string }[] {
    return (this.senders.value ?? []).map((sender) => ({ value: sender.id, name: `${sender.sender_name} <${sender.sender_email_local_part}@${sender.sender_email_domain_name_part}>` }));
  }

  setField<K extends keyof CampaignDraft>(field: K, value: CampaignDraft[K]): void {
    if (this.draft === null || this.readOnly) return;
    this.draft = { ...this.draft, [field]: value };
    this.saved = false;
  }

  /** The content editor is ready with its normalised HTML: the new baseline, not a change. */
  contentReady(html: string): void {
    if (this.draft === null) return;
    this.contentBaseline = html;
    this.draft = { ...this.draft, email_html_content: html };
  }

  get fieldErrors(): Partial<Record<CampaignDraftField, CampaignFieldError>> {
    const draft = this.draft;
    if (draft === null) return {};
    const errors: Partial<Record<CampaignDraftField, CampaignFieldError>> = {};
    if (draft.name.trim() === '') errors.name = 'required';
    else if (draft.name.trim().length > PORT_LIMITS.name) errors.name = 'tooLong';
    for (const field of TEXT_FIELDS) if (draft[field].trim().length > PORT_LIMITS.name) errors[field] = 'tooLong';
    if (draft.mirror_link && draft.mirror_link_text.trim() === '') errors.mirror_link_text = 'required';
    if (draft.email_html_content.length > PORT_LIMITS.html) errors.email_html_content = 'tooLong';
    return errors;
  }

  errorOf(field: CampaignDraftField): CampaignFieldError | null {
    const error = this.fieldErrors[field] ?? null;
    return this.submitted || error === 'tooLong' ? error : null;
  }

  /** The changed fields, as the API takes them. */
  get changes(): CampaignUpdateBody {
    const campaign = this.campaign.value;
    const draft = this.draft;
    if (campaign === null || draft === null) return {};
    const saved = draftOf(campaign);
    const body: CampaignUpdateBody = {};
    if (draft.name.trim() !== saved.name) body.name = draft.name.trim();
    if (draft.sender_id !== saved.sender_id) body.sender_id = draft.sender_id;
    for (const field of TEXT_FIELDS) if (nullable(draft[field]) !== nullable(saved[field])) body[field] = nullable(draft[field]);
    if (draft.mirror_link !== saved.mirror_link) body.mirror_link = draft.mirror_link;
    if (draft.email_html_content !== this.contentBaseline) body.email_html_content = nullable(draft.email_html_content);
    return body;
  }

  get changed(): boolean {
    return Object.keys(this.changes).length > 0;
  }

  async save(): Promise<boolean> {
    this.submitted = true;
    if (this.readOnly || !this.changed || Object.keys(this.fieldErrors).length > 0) return false;
    this.saving = true;
    this.error = null;
    try {
      const answer = await this.gateway.updateCampaign({ params: { id: this.campaignId }, body: this.changes });
      runInAction(() => {
        this.contentBaseline = answer.email_html_content ?? '';
        this.campaign.set(answer);
        this.saved = true;
        this.submitted = false;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = campaignErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** A newer campaign from elsewhere (the send call's answer). */
  replaced(campaign: Campaign): void {
    this.campaign.set(campaign);
  }

  private takeCampaign(campaign: Campaign): void {
    this.draft = draftOf(campaign);
    this.contentBaseline = campaign.email_html_content ?? '';
  }
}

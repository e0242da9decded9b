import { makeAutoObservable, runInAction } from 'mobx';
import { ApiEmailSchema, PORT_LIMITS, type Sender, type SenderListResponse, type SmartMailingGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { PendingDeletion } from '../../view-model/PendingDeletion';
import { campaignErrorKey, type CampaignErrorKey } from './campaignErrorKey';

/** The sender form's fields, as typed. */
export interface SenderDraft {
  sender_name: string;
  sender_email_local_part: string;
  sender_email_domain_name_part: string;
  reply_to_email: string;
  is_default: boolean;
}

export type SenderField = 'sender_name' | 'sender_email_local_part' | 'sender_email_domain_name_part' | 'reply_to_email';
export type SenderFieldError = 'required' | 'tooLong' | 'invalidLocalPart' | 'invalidEmail' | 'unknownDomain';

/** The local part the contract accepts (RFC 5321: at most 64 characters among letters, digits and `._%+-`). */
const LOCAL_PART = /^[A-Za-z0-9._%+-]{1,64}$/;

const EMPTY_DRAFT: SenderDraft = { sender_name: '', sender_email_local_part: '', sender_email_domain_name_part: '', reply_to_email: '', is_default: false };

/**
 * The organisation's senders (/campaigns/settings): the table, a create or edit form in a modal (name, local part,
 * domain among the organisation's sending domains, reply-to, default), a confirmed delete. A new default replaces the
 * previous one on the API's side: the list is reloaded after each save.
 */
export class CampaignSendersViewModel {
  readonly senders = new Loadable<SenderListResponse>({ status: 'loading' });
  /** The sender being created (`id` null) or edited; null when the form is closed. */
  form: { id: number | null; draft: SenderDraft } | null = null;
  /** The form was submitted once: its errors are shown from then on. */
  submitted = false;
  saving = false;
  /** The sender whose deletion waits for the user's confirmation. */
  readonly deletion = new PendingDeletion<Sender>();
  error: CampaignErrorKey | null = null;

  constructor(
    private readonly gateway: Pick<SmartMailingGateway, 'listSenders' | 'createSender' | 'updateSender' | 'deleteSender'>,
    /** The organisation's sending domains (names), for the form's choice. */
    private readonly domainNames: () => readonly string[],
    private readonly notify: { done: (kind: 'senderSaved' | 'senderDeleted') => void },
  ) {
    makeAutoObservable<this, 'gateway' | 'domainNames' | 'notify'>(this, { deletion: false, gateway: false, domainNames: false, notify: false, senders: false }, { autoBind: true });
  }

  load(): Promise<unknown> {
    return this.senders.load(() => this.gateway.listSenders());
  }

  get list(): readonly Sender[] {
    return this.senders.value?.sender_list ?? [];
  }

  get domains(): readonly string[] {
    return this.domainNames();
  }

  openCreate(): void {
    const domains = this.domains;
    this.form = { id: null, draft: { ...EMPTY_DRAFT, sender_email_domain_name_part: domains.length === 1 ? domains[0]! : '', is_default: this.list.length === 0 } };
    this.submitted = false;
    this.error = null;
  }

  openEdit(sender: Sender): void {
    this.form = {
      id: sender.id,
      draft: {
        sender_name: sender.sender_name,
        sender_email_local_part: sender.sender_email_local_part,
        sender_email_domain_name_part: sender.sender_email_domain_name_part,
        reply_to_email: sender.reply_to_email ?? '',
        is_default: sender.is_default,
      },
    };
    this.submitted = false;
    this.error = null;
  }

  closeForm(): void {
    this.form = null;
    this.error = null;
  }

  setField<K extends keyof SenderDraft>(field: K, value: SenderDraft[K]): void {
    if (this.form) this.form = { ...this.form, draft: { ...this.form.draft, [field]: value } };
  }

  /** The address the sender's e-mails come from, as typed. */
  get address(): string {
    const draft = this.form?.draft;
    return draft ? `${draft.sender_email_local_part || '…'}@${draft.sender_email_domain_name_part || '…'}` : '';
  }

  get fieldErrors(): Partial<Record<SenderField, SenderFieldError>> {
    const draft = this.form?.draft;
    if (!draft) return {};
    const errors: Partial<Record<SenderField, SenderFieldError>> = {};
    const name = draft.sender_name.trim();
    if (name === '') errors.sender_name = 'required';
    else if (name.length > PORT_LIMITS.name) errors.sender_name = 'tooLong';
    if (draft.sender_email_local_part === '') errors.sender_email_local_part = 'required';
    else if (!LOCAL_PART.test(draft.sender_email_local_part)) errors.sender_email_local_part = 'invalidLocalPart';
    if (draft.sender_email_domain_name_part === '') errors.sender_email_domain_name_part = 'required';
    else if (!this.domains.includes(draft.sender_email_domain_name_part)) errors.sender_email_domain_name_part = 'unknownDomain';
    const replyTo = draft.reply_to_email.trim();
    if (replyTo !== '' && !ApiEmailSchema.safeParse(replyTo).success) errors.reply_to_email = 'invalidEmail';
    return errors;
  }

  /** The error shown for a field (after a first submit). */
  errorOf(field: SenderField): SenderFieldError | null {
    return this.submitted ? (this.fieldErrors[field] ?? null) : null;
  }

  async submit(): Promise<boolean> {
    const form = this.form;
    if (!form) return false;
    this.submitted = true;
    if (Object.keys(this.fieldErrors).length > 0) return false;
    const { draft } = form;
    const body = {
      sender_name: draft.sender_name.trim(),
      sender_email_local_part: draft.sender_email_local_part,
      sender_email_domain_name_part: draft.sender_email_domain_name_part,
      reply_to_email: draft.reply_to_email.trim() === '' ? null : draft.reply_to_email.trim(),
      is_default: draft.is_default,
    };
    this.saving = true;
    this.error = null;
    try {
      if (form.id === null) await this.gateway.createSender({ body });
      else await this.gateway.updateSender({ params: { id: form.id }, body });
      runInAction(() => (this.form = null));
      this.notify.done('senderSaved');
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => (this.error = campaignErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  get deleting(): Sender | null {
    return this.deletion.item;
  }

  get removing(): boolean {
    return this.deletion.isRemoving;
  }

  askDelete(sender: Sender): void {
    this.deletion.ask(sender);
    this.error = null;
  }

  cancelDelete(): void {
    this.deletion.cancel();
  }

  async confirmDelete(): Promise<boolean> {
    this.error = null;
    const outcome = await this.deletion.confirm((sender) => this.gateway.deleteSender({ params: { id: sender.id } }));
    if (outcome === null) return false;
    if (!outcome.ok) {
      runInAction(() => (this.error = campaignErrorKey(outcome.error)));
      return false;
    }
    runInAction(() => this.senders.update((value) => ({ ...value, sender_list: value.sender_list.filter((entry) => entry.id !== outcome.item.id) })));
    this.notify.done('senderDeleted');
    return true;
  }

}

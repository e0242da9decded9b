import { makeAutoObservable, runInAction } from 'mobx';
import { can, canEditSenderSignature } from '@cible/core';
import type { Ability, Colleague, Signature, SignaturesGateway, User } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import { actingOwners, type ActingOwner } from '../session/actingOwners';
import { SignatureDraft } from './SignatureDraft';

/** What the page reads of the session: the signed-in user and the active users of the organisation. */
export interface SignaturesSession {
  readonly user: User | null;
  readonly colleagues: readonly Colleague[];
  readonly ability: Ability | null;
}

/** What the page tells the user (the spec's generic toasts). */
export interface SignaturesEffects {
  saved(): void;
  failed(): void;
}

/** A user whose signatures the page shows: the signed-in user, or a colleague he may act for. */
export type SignatureOwner = ActingOwner;

/**
 * /personal-space/signatures (docs/adr/019-signature-preview-and-generator.md): the signatures of the signed-in user
 * or, for a user core's sender rule lets act for colleagues (`canEditSenderSignature`: marketing and sales and
 * marketing for sender licences, smart campaign v2 for sender v2), those of a colleague picked in a list; one form
 * to create or edit a signature (name, HTML, optional plain text) with a sandboxed preview; leaving a changed form
 * asks a confirmation. The contract has no delete and no default flag: neither is offered.
 */
export class SignaturesViewModel {
  readonly list = new Loadable<readonly Signature[]>({ status: 'loading' });
  /** Whose signatures are shown (the signed-in user's id by default). */
  ownerId: number;
  draft: SignatureDraft | null = null;
  isSaving = false;
  /** A changed form waits for the confirmation of its closing (what to do once confirmed). */
  pendingDiscard: (() => void) | null = null;

  constructor(
    private readonly gateway: SignaturesGateway,
    private readonly session: SignaturesSession,
    private readonly effects: SignaturesEffects,
  ) {
    this.ownerId = session.user?.id ?? 0;
    makeAutoObservable<this, 'gateway' | 'session' | 'effects'>(this, { gateway: false, session: false, effects: false, list: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get signatures(): readonly Signature[] {
    return this.list.value ?? [];
  }

  private get selfId(): number {
    return this.session.user?.id ?? 0;
  }

  /** The signed-in user first, then the colleagues whose signature he may edit, by name. */
  get owners(): readonly SignatureOwner[] {
    return actingOwners(this.session.user, this.session.colleagues, canEditSenderSignature);
  }

  /** Whether the user may act for colleagues (the owner picker is shown). */
  get actsForOthers(): boolean {
    return this.owners.length > 1;
  }

  get owner(): SignatureOwner | null {
    return this.owners.find((owner) => owner.id === this.ownerId) ?? null;
  }

  /** Whether the page links to the signature generator (its page's read permission). */
  get showsGenerator(): boolean {
    const ability = this.session.ability;
    return ability !== null && can(ability, 'read', 'PAGE_EMAIL_SIGNATURE_GENERATOR');
  }

  get isOwnSignatures(): boolean {
    return this.ownerId === this.selfId;
  }

  async load(): Promise<void> {
    const ownerId = this.ownerId;
    await this.list.load(async () => {
      if (ownerId === this.selfId) return (await this.gateway.listSignatures()).signature_list;
      const answer = await this.gateway.listOtherUsersSignatures({ query: { user_id_list: [ownerId] } });
      return answer.signature_list.filter((signature) => signature.user_id === ownerId);
    });
  }

  /** Shows another owner's signatures (after confirming the loss of a changed form). */
  selectOwner(id: number): void {
    if (id === this.ownerId || !this.owners.some((owner) => owner.id === id)) return;
    this.whenFormMayClose(() => {
      this.ownerId = id;
      this.draft = null;
      void this.load();
    });
  }

  startCreate(): void {
    this.whenFormMayClose(() => {
      this.draft = new SignatureDraft(null);
    });
  }

  startEdit(id: number): void {
    const signature = this.signatures.find((candidate) => candidate.id === id);
    if (!signature) return;
    this.whenFormMayClose(() => {
      this.draft = new SignatureDraft(signature);
    });
  }

  /** Closes the form (after a confirmation when it changed). */
  closeForm(): void {
    this.whenFormMayClose(() => {
      this.draft = null;
    });
  }

  confirmDiscard(): void {
    const next = this.pendingDiscard;
    this.pendingDiscard = null;
    next?.();
  }

  cancelDiscard(): void {
    this.pendingDiscard = null;
  }

  private whenFormMayClose(next: () => void): void {
    if (this.isSaving) return;
    if (this.draft?.isDirty) this.pendingDiscard = next;
    else next();
  }

  /** Sends the form (create or replace, the user's own or the picked colleague's), then shows the list again. */
  async save(): Promise<boolean> {
    const draft = this.draft;
    if (draft === null || this.isSaving) return false;
    draft.revealIssues();
    if (!draft.isValid) return false;
    this.isSaving = true;
    const body = draft.values;
    const ownerId = this.ownerId;
    const id = draft.signature?.id;
    try {
      if (ownerId === this.selfId) {
        if (id === undefined) await this.gateway.createSignature({ body });
        else await this.gateway.replaceSignature({ params: { id }, body });
      } else if (id === undefined) await this.gateway.createOtherUserSignature({ body: { ...body, user_id: ownerId } });
      else await this.gateway.replaceOtherUserSignature({ params: { id }, body: { ...body, user_id: ownerId } });
      runInAction(() => {
        this.draft = null;
      });
      this.effects.saved();
      await this.load();
      return true;
    } catch {
      this.effects.failed();
      return false;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}

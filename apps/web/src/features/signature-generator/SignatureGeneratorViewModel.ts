import { makeAutoObservable, runInAction } from 'mobx';
import { can, generateSignatureHtml, generateSignaturePlainText, PORT_LIMITS, signatureFieldIssues } from '@cible/core';
import type { Ability, FileStorageGateway, FileUploadPort, SignatureCheckedField, SignatureFields, SignatureLabels, SignaturesGateway, User } from '@cible/core';
import { signaturePreviewDocument } from '../signatures/signaturePreviewDocument';
import { SignatureLogoUploadViewModel } from './SignatureLogoUploadViewModel';

/** What the generator reads of the session: the user (to fill the form) and his rights. */
export interface SignatureGeneratorSession {
  readonly user: User | null;
  readonly ability: Ability | null;
}

/** What the page does outside itself: the clipboard and the toasts. */
export interface SignatureGeneratorEffects {
  copy(text: string): Promise<boolean>;
  copied(): void;
  copyFailed(): void;
  saved(): void;
  saveFailed(): void;
}

export type SignatureFieldName = keyof SignatureFields;

/** The signed upload of the logo file: the upload URL, then the PUT of the file. */
export interface SignatureLogoFiles {
  readonly gateway: FileStorageGateway;
  readonly uploader: FileUploadPort;
}

/**
 * /email-signature-generator (docs/adr/019-signature-preview-and-generator.md): a form (filled from the user's
 * profile at first) whose fields core's `generateSignatureHtml` turns into a table-based, inline-styled signature,
 * shown live in a sandboxed frame; a refused link or colour is said on its field once the field was left, and left
 * out of the signature. "Copier le HTML" copies the HTML; "Enregistrer comme signature" creates one of the user's
 * signatures (POST /v1/email/signatures) under a name he gives. The logo is an address typed in, or an image file
 * uploaded ({@link SignatureLogoUploadViewModel}) whose public address then fills the field.
 */
export class SignatureGeneratorViewModel {
  fields: SignatureFields;
  /** The fields left at least once (their issue is shown), or all after an attempt to copy or save. */
  touched = new Set<SignatureFieldName>();
  isSaveOpen = false;
  saveName = '';
  isSaving = false;
  /** The name of the signature last saved (the page then links to the signatures). */
  savedName: string | null = null;
  /** The logo file, uploaded as it is chosen. */
  readonly logo: SignatureLogoUploadViewModel;

  constructor(
    private readonly gateway: SignaturesGateway,
    private readonly session: SignatureGeneratorSession,
    private readonly labels: SignatureLabels,
    private readonly effects: SignatureGeneratorEffects,
    files: SignatureLogoFiles,
  ) {
    const user = session.user;
    this.fields = {
      fullName: user ? `${user.first_name} ${user.last_name}` : '',
      jobTitle: '',
      company: user?.organization.name ?? '',
      phone: user?.phone ?? user?.mobile_phone ?? '',
      email: user?.email ?? '',
      logoUrl: '',
      website: '',
      linkedinUrl: '',
      accentColour: '#1f4b99',
    };
    this.logo = new SignatureLogoUploadViewModel(files.gateway, files.uploader, (url) => this.setField('logoUrl', url ?? ''));
    makeAutoObservable<this, 'gateway' | 'session' | 'labels' | 'effects'>(
      this,
      { gateway: false, session: false, labels: false, effects: false, logo: false },
      { autoBind: true },
    );
  }

  setField(field: SignatureFieldName, value: string): void {
    this.fields = { ...this.fields, [field]: value };
  }

  touch(field: SignatureFieldName): void {
    this.touched = new Set([...this.touched, field]);
  }

  get issues(): readonly SignatureCheckedField[] {
    return signatureFieldIssues(this.fields);
  }

  get isNameMissing(): boolean {
    return this.fields.fullName.trim() === '';
  }

  /**
   * The issue shown on a field once it was left: `required` for a missing name, or the field itself when its value is
   * refused (a link or the colour); null otherwise.
   */
  issueOf(field: SignatureFieldName): 'required' | SignatureCheckedField | null {
    if (!this.touched.has(field)) return null;
    if (field === 'fullName') return this.isNameMissing ? 'required' : null;
    return this.issues.find((issue) => issue === field) ?? null;
  }

  /** Whether the signature may be copied or saved: a name and no refused field. */
  get isComplete(): boolean {
    return !this.isNameMissing && this.issues.length === 0;
  }

  get html(): string {
    return generateSignatureHtml(this.fields, this.labels);
  }

  get plainText(): string {
    return generateSignaturePlainText(this.fields, this.labels);
  }

  get previewDocument(): string {
    return signaturePreviewDocument(this.html);
  }

  /** Whether "Enregistrer comme signature" is offered (readers of the signatures page). */
  get showsSave(): boolean {
    const ability = this.session.ability;
    return ability !== null && can(ability, 'read', 'PERSONAL_SPACE_TEMPLATES');
  }

  private revealAll(): void {
    this.touched = new Set(Object.keys(this.fields) as SignatureFieldName[]);
  }

  async copyHtml(): Promise<boolean> {
    if (!this.isComplete) {
      this.revealAll();
      return false;
    }
    const copied = await this.effects.copy(this.html);
    if (copied) this.effects.copied();
    else this.effects.copyFailed();
    return copied;
  }

  openSave(): void {
    if (!this.isComplete) {
      this.revealAll();
      return;
    }
    this.saveName = this.fields.fullName.trim().slice(0, PORT_LIMITS.name);
    this.isSaveOpen = true;
  }

  closeSave(): void {
    if (!this.isSaving) this.isSaveOpen = false;
  }

  setSaveName(value: string): void {
    this.saveName = value;
  }

  get saveNameIssue(): 'required' | 'tooLong' | null {
    const name = this.saveName.trim();
    if (name === '') return 'required';
    return name.length > PORT_LIMITS.name ? 'tooLong' : null;
  }

  async save(): Promise<boolean> {
    if (this.isSaving || this.saveNameIssue !== null || !this.isComplete) return false;
    this.isSaving = true;
    const name = this.saveName.trim();
    try {
      await this.gateway.createSignature({ body: { name, html_content: this.html, plain_content: this.plainText } });
      runInAction(() => {
        this.savedName = name;
        this.isSaveOpen = false;
      });
      this.effects.saved();
      return true;
    } catch {
      this.effects.saveFailed();
      return false;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}

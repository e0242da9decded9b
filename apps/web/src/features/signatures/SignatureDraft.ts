import { makeAutoObservable } from 'mobx';
import { PORT_LIMITS, type Signature } from '@cible/core';
import { signatureHtmlToText } from './signatureHtmlToText';
import { signaturePreviewDocument } from './signaturePreviewDocument';

export type SignatureNameIssue = 'required' | 'tooLong';
export type SignatureHtmlIssue = 'required' | 'tooLong';

/** What a signature's form sends: the contract's body fields. */
export interface SignatureDraftValues {
  readonly name: string;
  readonly html_content: string;
  readonly plain_content: string | null;
}

/**
 * The form of one signature (a new one, or a copy of one being edited): name, HTML, optional plain text, their
 * issues (the contract's limits), whether anything changed, and the preview document of the HTML as typed.
 */
export class SignatureDraft {
  name: string;
  html: string;
  plain: string;
  /** Issues are shown once a save was tried (not while the user types the first time). */
  showIssues = false;
  private readonly initial: string;

  constructor(
    /** The signature edited; null for a new one. */
    readonly signature: Signature | null,
    initial: Partial<SignatureDraftValues> = {},
  ) {
    this.name = initial.name ?? signature?.name ?? '';
    this.html = initial.html_content ?? signature?.html_content ?? '';
    this.plain = initial.plain_content ?? signature?.plain_content ?? '';
    this.initial = JSON.stringify([this.name, this.html, this.plain]);
    makeAutoObservable<this, 'initial'>(this, { signature: false, initial: false }, { autoBind: true });
  }

  get isNew(): boolean {
    return this.signature === null;
  }

  get isDirty(): boolean {
    return JSON.stringify([this.name, this.html, this.plain]) !== this.initial;
  }

  get nameIssue(): SignatureNameIssue | null {
    const name = this.name.trim();
    if (name === '') return 'required';
    return name.length > PORT_LIMITS.name ? 'tooLong' : null;
  }

  get htmlIssue(): SignatureHtmlIssue | null {
    if (this.html.trim() === '') return 'required';
    return this.html.length > PORT_LIMITS.html ? 'tooLong' : null;
  }

  get plainIsTooLong(): boolean {
    return this.plain.length > PORT_LIMITS.html;
  }

  get isValid(): boolean {
    return this.nameIssue === null && this.htmlIssue === null && !this.plainIsTooLong;
  }

  /** The document of the sandboxed preview frame (sanitised HTML under a restrictive policy). */
  get previewDocument(): string {
    return signaturePreviewDocument(this.html);
  }

  get values(): SignatureDraftValues {
    const plain = this.plain.trim();
    return { name: this.name.trim(), html_content: this.html, plain_content: plain === '' ? null : this.plain };
  }

  setName(value: string): void {
    this.name = value;
  }

  setHtml(value: string): void {
    this.html = value;
  }

  setPlain(value: string): void {
    this.plain = value;
  }

  /** Fills the plain text from the HTML (its text, one line per block). */
  fillPlainFromHtml(): void {
    this.plain = signatureHtmlToText(this.html);
  }

  revealIssues(): void {
    this.showIssues = true;
  }
}

import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { HELP_ATTACHMENT_MAX_BYTES, SELECT_NO_VALUE, SHELL_FEATURE_EVENTS, helpRequestTypeOrDefault, prepareHelpRequest } from '@cible/core';
import type { HelpRequestErrorCode, HelpRequestGateway, User } from '@cible/core';
import type { Translate } from '../../di/Translate';
import type { ToastStore } from '../../ui/components/Toast/ToastStore';
import { NO_FEATURE_USAGE, type FeatureUsage } from '../shell/FeatureUsage';
import type { HelpAttachmentFile } from './HelpAttachmentFile';

/** What the help form reads of the session: the connected user (its names, organisation, email, phones). */
export interface HelpRequestSession {
  readonly user: User | null;
}

/**
 * The i18n key of the toast of each refusal of core's prepareHelpRequest (the spec's texts, verbatim:
 * docs/rules/session-formatting-validation.md "Help form").
 */
const ERROR_TOAST_KEYS = {
  'HELP.MESSAGE_REQUIRED': 'help.toast.messageRequired',
  'HELP.MESSAGE_TOO_LONG': 'help.toast.messageTooLong',
  'HELP.FILE_TOO_LARGE': 'help.toast.fileTooLarge',
  'HELP.FILE_TYPE_NOT_ALLOWED': 'help.toast.fileTypeNotAllowed',
} as const satisfies Record<HelpRequestErrorCode, string>;

/**
 * The help (contact-us) form (docs/web-shell.md "Footer and help popup"): request type, message and attachment.
 * Validation and clean-up are core's prepareHelpRequest (message required, attachment ≤ 3 MB read as text and plain
 * text by its content, first request type by default, empty values dropped); the user fields come from the session
 * user. A refusal shows its toast and marks the field. A valid form is handed to the API and, at once (spec: "shown
 * immediately after sending", the answer is not awaited), "Votre message a bien été envoyé" shows and `submit`
 * resolves true (the popup closes). Nothing is lost: if the call then fails, the draft comes back in the form (the
 * next opening shows it) and a lasting error toast says so.
 */
export class HelpRequestViewModel {
  /** The chosen request type id, or -1 when none is chosen (the first type is then used). */
  requestType: number = SELECT_NO_VALUE;
  message = '';
  attachment: HelpAttachmentFile | null = null;
  isSending = false;
  /** The field that made the last submit fail, for its inline error. */
  invalidField: 'message' | 'attachment' | null = null;
  private errorCode: HelpRequestErrorCode | null = null;
  /** The error toast of the last refused submit, dismissed when the form is submitted again. */
  private errorToastId: number | null = null;

  constructor(
    private readonly gateway: HelpRequestGateway,
    private readonly session: HelpRequestSession,
    private readonly toasts: Pick<ToastStore, 'success' | 'error' | 'dismiss'>,
    private readonly translate: Translate,
    private readonly featureUsage: FeatureUsage = NO_FEATURE_USAGE,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'toasts' | 'translate' | 'featureUsage'>(
      this,
      { gateway: false, session: false, toasts: false, translate: false, featureUsage: false, attachment: observableRef, delivery: false },
      { autoBind: true },
    );
  }

  /** The request type that will be sent (the first one when none is chosen). */
  get effectiveRequestType() {
    return helpRequestTypeOrDefault(this.requestType);
  }

  /** The inline error of the message field (after a refused submit), or null. */
  get messageError(): string | null {
    if (this.invalidField !== 'message' || this.errorCode === null) return null;
    return this.translate(ERROR_TOAST_KEYS[this.errorCode]);
  }

  /**
   * The inline error of the attachment field: an oversize file is flagged as soon as it is picked; a file that is not
   * plain text once the form refused it (its content is read on submit).
   */
  get attachmentError(): string | null {
    if (this.attachment && this.attachment.size > HELP_ATTACHMENT_MAX_BYTES) return this.translate('help.toast.fileTooLarge');
    if (this.invalidField === 'attachment' && this.errorCode !== null) return this.translate(ERROR_TOAST_KEYS[this.errorCode]);
    return null;
  }

  requestTypeChanged(value: number): void {
    this.requestType = value;
  }

  messageChanged(text: string): void {
    this.message = text;
    if (this.invalidField === 'message') this.clearError();
  }

  attachmentChanged(file: HelpAttachmentFile | null): void {
    this.attachment = file;
    if (this.invalidField === 'attachment') this.clearError();
  }

  /** Empties the form (the popup opens on a blank form). */
  reset(): void {
    this.requestType = SELECT_NO_VALUE;
    this.message = '';
    this.attachment = null;
    this.isSending = false;
    this.clearError();
  }

  /**
   * Validates and sends the form. Resolves true once the message is sent (the popup then closes), false when
   * the form is refused or the call fails (the form stays as typed).
   */
  async submit(): Promise<boolean> {
    if (this.isSending) return false;
    this.clearError();
    if (this.errorToastId !== null) this.toasts.dismiss(this.errorToastId);
    this.errorToastId = null;
    this.isSending = true;
    const accepted = await this.validateAndSend();
    runInAction(() => {
      this.isSending = false;
      if (accepted) this.reset();
    });
    return accepted;
  }

  /** The message in flight, sent in the background once the form was accepted (tests await it). */
  delivery: Promise<void> = Promise.resolve();

  private async validateAndSend(): Promise<boolean> {
    const file = this.attachment;
    // An oversize file is refused from its size alone: it is never read.
    const fileContent = file && file.size <= HELP_ATTACHMENT_MAX_BYTES ? await this.readAttachment(file) : '';
    if (fileContent === null) return false;
    const user = this.session.user;
    const prepared = prepareHelpRequest({
      request_type: this.requestType,
      message: this.message,
      attachment: file ? { file_content: fileContent, file_name: file.name, file_type: file.type, file_size: file.size } : null,
      user_first_name: user?.first_name,
      user_last_name: user?.last_name,
      organization_name: user?.organization.name,
      email: user?.email,
      // The profile's phone is the direct line; the mobile phone goes in the request's phone.
      direct_phone: user?.phone,
      phone: user?.mobile_phone,
    });
    if (!prepared.ok) {
      const code = prepared.error.code;
      runInAction(() => {
        this.errorCode = code;
        this.invalidField = code === 'HELP.FILE_TOO_LARGE' || code === 'HELP.FILE_TYPE_NOT_ALLOWED' ? 'attachment' : 'message';
      });
      this.showError(this.translate(ERROR_TOAST_KEYS[code]));
      return false;
    }
    const draft = { requestType: this.requestType, message: this.message, attachment: this.attachment };
    this.delivery = this.gateway.sendHelpRequest({ body: prepared.value }).then(
      () => undefined,
      () => this.restore(draft),
    );
    this.toasts.success(this.translate('help.toast.sent'));
    // Only that the form was sent: never its message (docs/analytics.md "Privacy").
    this.featureUsage.used(SHELL_FEATURE_EVENTS.helpRequest);
    return true;
  }

  /** Puts a draft the API did not take back in the form (unless something new was typed), with a lasting toast. */
  private restore(draft: { requestType: number; message: string; attachment: HelpAttachmentFile | null }): void {
    runInAction(() => {
      if (this.message.trim() === '' && this.attachment === null) {
        this.requestType = draft.requestType;
        this.message = draft.message;
        this.attachment = draft.attachment;
      }
    });
    const id = this.toasts.error(this.translate('help.toast.notDelivered'), { timeout: 0, multiLine: true });
    runInAction(() => {
      this.errorToastId = id;
    });
  }

  /** Reads the attachment as text; null (and the generic error toast) when the browser cannot read it. */
  private async readAttachment(file: HelpAttachmentFile): Promise<string | null> {
    try {
      return await file.text();
    } catch {
      this.showError(this.translate('help.toast.failed'));
      return null;
    }
  }

  private showError(text: string): void {
    const id = this.toasts.error(text);
    runInAction(() => {
      this.errorToastId = id;
    });
  }

  private clearError(): void {
    this.errorCode = null;
    this.invalidField = null;
  }
}

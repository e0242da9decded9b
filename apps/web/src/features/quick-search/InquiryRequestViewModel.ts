import { makeAutoObservable, runInAction } from 'mobx';
import { MAX_OPEN_INQUIRIES, isInquiryQuotaReached } from '@cible/core';
import type { InquiriesGateway, InquiryQuota } from '@cible/core';
import type { Translate } from '../../di/Translate';
import type { ToastStore } from '../../ui/components/Toast/ToastStore';

/** What the inquiry request reads of the session: the connected user's id. */
export interface InquiryRequestSession {
  readonly user: { readonly id: number } | null;
}

/**
 * The "request an inquiry" call to action of quick search's company cards (docs/api.md "Customer inquiries",
 * docs/quick-search.md "Behaviour"): the quota of open inquiries is loaded once when the results open (and again after
 * a creation); once it is reached (core's isInquiryQuotaReached: 15 open) the button is disabled with the spec's
 * verbatim tooltip (docs/rules/session-formatting-validation.md "Inquiries"). The dialog sends a company inquiry (type
 * 2) with the message; success → toast, failure → the generic error toast.
 */
export class InquiryRequestViewModel {
  quota: InquiryQuota | null = null;
  /** The company whose dialog is open, or null. */
  companyId: number | null = null;
  companyName: string | null = null;
  message = '';
  isSending = false;
  private quotaRequested = false;

  constructor(
    private readonly gateway: Pick<InquiriesGateway, 'getInquiryQuota' | 'createInquiry'>,
    private readonly session: InquiryRequestSession,
    private readonly toasts: Pick<ToastStore, 'success' | 'error'>,
    private readonly translate: Translate,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'toasts' | 'translate' | 'quotaRequested'>(
      this,
      { gateway: false, session: false, toasts: false, translate: false, quotaRequested: false },
      { autoBind: true },
    );
  }

  /** The quota is known and reached: the request is disabled. An unknown quota leaves it enabled (the API refuses). */
  get isQuotaReached(): boolean {
    return this.quota !== null && (this.quota.is_reached || isInquiryQuotaReached(this.quota.open_inquiry_count));
  }

  /** The tooltip of the disabled request (the spec's text, verbatim in French: `quickSearch.inquiry.quotaReached`). */
  get quotaTooltip(): string {
    return this.translate('quickSearch.inquiry.quotaReached', { count: this.quota?.open_inquiry_count ?? MAX_OPEN_INQUIRIES });
  }

  get isDialogOpen(): boolean {
    return this.companyId !== null;
  }

  /** Loads the quota the first time results open (later calls do nothing). */
  ensureQuota(): void {
    if (this.quotaRequested) return;
    this.quotaRequested = true;
    void this.loadQuota();
  }

  async loadQuota(): Promise<void> {
    const userId = this.session.user?.id;
    if (userId === undefined) return;
    try {
      const quota = await this.gateway.getInquiryQuota({ params: { user: userId } });
      runInAction(() => {
        this.quota = quota;
      });
    } catch {
      // Unknown quota: the button stays enabled, the API still refuses a request over the quota.
    }
  }

  open(companyId: number, companyName: string | null): void {
    if (this.isQuotaReached) return;
    this.companyId = companyId;
    this.companyName = companyName;
    this.message = '';
  }

  close(): void {
    this.companyId = null;
    this.companyName = null;
    this.message = '';
  }

  messageChanged(text: string): void {
    this.message = text;
  }

  /** Sends the request; true when created (the dialog closes). */
  async submit(): Promise<boolean> {
    const companyId = this.companyId;
    if (companyId === null || this.isSending) return false;
    this.isSending = true;
    const comment = this.message.trim();
    try {
      await this.gateway.createInquiry({ body: { company_id: companyId, inquiry_type_id: 2, ...(comment ? { comment } : {}) } });
      runInAction(() => {
        this.isSending = false;
        this.close();
      });
      this.toasts.success(this.translate('quickSearch.inquiry.sent'));
      await this.loadQuota();
      return true;
    } catch {
      runInAction(() => {
        this.isSending = false;
      });
      this.toasts.error(this.translate('quickSearch.inquiry.failed'));
      await this.loadQuota();
      return false;
    }
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import { INQUIRY_TYPE, MAX_OPEN_INQUIRIES, inquirySubTypesOfType, isInquiryQuotaReached } from '@cible/core';
import type { InquiriesGateway, InquiryCreateBody, InquiryQuota, InquirySubType, InquiryTypeId } from '@cible/core';
import type { Translate } from '../../di/Translate';
import type { ToastStore } from '../../ui/components/Toast/ToastStore';

/** What the inquiry request reads of the session: the connected user's id. */
export interface InquiryRequestSession {
  readonly user: { readonly id: number } | null;
}

/** A company or contact the dialog offers: its id and the name shown. */
export interface InquirySubjectOption {
  readonly id: number;
  readonly name: string;
}

/** Where the dialog finds companies (quick search's company column) and a company's contacts (the company page's list). */
export interface InquirySubjectLookups {
  searchCompanies(text: string): Promise<InquirySubjectOption[]>;
  contactsOf(companyId: number): Promise<InquirySubjectOption[]>;
}

export interface InquiryRequestOptions {
  /** Wait after the last keystroke before searching companies, in ms (300 by default). */
  readonly debounceMs?: number;
}

/** Shortest company search text sent. */
const MIN_COMPANY_SEARCH = 2;

/**
 * The "request an inquiry" popup, shared by quick search's company cards and /reports (docs/api.md "Customer
 * inquiries"). The quota of open inquiries is loaded on demand (and again after a creation); once it is reached (core's
 * isInquiryQuotaReached: 15 open) every request button is disabled with the spec's verbatim tooltip. From a company
 * card the company is fixed; from /reports the user searches it (quick search's company column). Then, optionally, one
 * of its contacts, the inquiry type (a contact inquiry needs the contact), a sub-type of that type (core's
 * inquirySubTypesOfType) and a message. Success → toast and `onCreated` listeners; failure → the generic error toast.
 */
export class InquiryRequestViewModel {
  quota: InquiryQuota | null = null;
  isDialogOpen = false;
  /** The company is fixed (opened from a company card): no search. */
  isCompanyFixed = false;
  companyId: number | null = null;
  companyName: string | null = null;
  companyQuery = '';
  companyOptions: InquirySubjectOption[] = [];
  isSearchingCompanies = false;
  companySearchFailed = false;
  contactOptions: InquirySubjectOption[] = [];
  isLoadingContacts = false;
  contactId: number | null = null;
  inquiryTypeId: InquiryTypeId = INQUIRY_TYPE.company;
  subTypeId: number | null = null;
  message = '';
  isSending = false;
  private quotaRequested = false;
  private searchTimer: ReturnType<typeof setTimeout> | null = null;
  private searchSequence = 0;
  private readonly createdListeners = new Set<() => void>();
  private readonly debounceMs: number;

  constructor(
    private readonly gateway: Pick<InquiriesGateway, 'getInquiryQuota' | 'createInquiry'>,
    private readonly session: InquiryRequestSession,
    private readonly toasts: Pick<ToastStore, 'success' | 'error'>,
    private readonly translate: Translate,
    private readonly lookups: InquirySubjectLookups,
    options: InquiryRequestOptions = {},
  ) {
    this.debounceMs = options.debounceMs ?? 300;
    makeAutoObservable<this, 'gateway' | 'session' | 'toasts' | 'translate' | 'lookups' | 'quotaRequested' | 'searchTimer' | 'searchSequence' | 'createdListeners' | 'debounceMs'>(
      this,
      {
        gateway: false,
        session: false,
        toasts: false,
        translate: false,
        lookups: false,
        quotaRequested: false,
        searchTimer: false,
        searchSequence: false,
        createdListeners: false,
        debounceMs: false,
      },
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

  /** The sub-types of the chosen type, in id order. */
  get subTypeOptions(): readonly InquirySubType[] {
    return inquirySubTypesOfType(this.inquiryTypeId);
  }

  /** A contact inquiry without its contact cannot be sent. */
  get isContactMissing(): boolean {
    return this.inquiryTypeId === INQUIRY_TYPE.contact && this.contactId === null;
  }

  get canSubmit(): boolean {
    return this.companyId !== null && !this.isContactMissing && !this.isSending && !this.isQuotaReached;
  }

  /** Loads the quota the first time a request button shows (later calls do nothing). */
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

  /** Opens the popup on a company (a quick-search card): the company is fixed. */
  open(companyId: number, companyName: string | null): void {
    if (this.isQuotaReached) return;
    this.reset();
    this.isCompanyFixed = true;
    this.isDialogOpen = true;
    this.companyChosen({ id: companyId, name: companyName ?? '' });
  }

  /** Opens the popup with no company yet (/reports): the user searches it. */
  openBlank(): void {
    if (this.isQuotaReached) return;
    this.reset();
    this.isDialogOpen = true;
  }

  close(): void {
    this.reset();
    this.isDialogOpen = false;
  }

  /** Calls `listener` after each inquiry created; answers the unsubscription. */
  onCreated(listener: () => void): () => void {
    this.createdListeners.add(listener);
    return () => this.createdListeners.delete(listener);
  }

  companyQueryChanged(text: string): void {
    this.companyQuery = text;
    if (this.searchTimer !== null) clearTimeout(this.searchTimer);
    const query = text.trim();
    if (query.length < MIN_COMPANY_SEARCH) {
      this.searchSequence += 1;
      this.companyOptions = [];
      this.isSearchingCompanies = false;
      return;
    }
    this.isSearchingCompanies = true;
    this.searchTimer = setTimeout(() => void this.searchCompanies(query), this.debounceMs);
  }

  private async searchCompanies(query: string): Promise<void> {
    const sequence = ++this.searchSequence;
    try {
      const found = await this.lookups.searchCompanies(query);
      runInAction(() => {
        if (sequence !== this.searchSequence) return;
        this.companyOptions = found;
        this.companySearchFailed = false;
        this.isSearchingCompanies = false;
      });
    } catch {
      runInAction(() => {
        if (sequence !== this.searchSequence) return;
        this.companyOptions = [];
        this.companySearchFailed = true;
        this.isSearchingCompanies = false;
      });
    }
  }

  /** Chooses the company (from the search or the card) and loads its contacts. */
  companyChosen(company: InquirySubjectOption): void {
    this.companyId = company.id;
    this.companyName = company.name;
    this.companyQuery = company.name;
    this.contactId = null;
    this.contactOptions = [];
    void this.loadContacts(company.id);
  }

  /** Picks a company of the search results by id (the combo box's selection); null clears it. */
  companyPicked(companyId: number | null): void {
    if (companyId === null) {
      this.companyId = null;
      this.companyName = null;
      this.contactId = null;
      this.contactOptions = [];
      return;
    }
    const option = this.companyOptions.find((candidate) => candidate.id === companyId);
    if (option) this.companyChosen(option);
  }

  private async loadContacts(companyId: number): Promise<void> {
    this.isLoadingContacts = true;
    try {
      const contacts = await this.lookups.contactsOf(companyId);
      runInAction(() => {
        if (this.companyId !== companyId) return;
        this.contactOptions = contacts;
        this.isLoadingContacts = false;
      });
    } catch {
      runInAction(() => {
        if (this.companyId === companyId) this.isLoadingContacts = false;
      });
    }
  }

  /** Picks one of the company's contacts (or none: -1 or null). A contact makes it a contact inquiry. */
  contactPicked(contactId: number | null): void {
    this.contactId = contactId !== null && contactId > 0 ? contactId : null;
    this.inquiryTypeChanged(this.contactId === null ? INQUIRY_TYPE.company : INQUIRY_TYPE.contact);
  }

  inquiryTypeChanged(typeId: InquiryTypeId): void {
    if (typeId === this.inquiryTypeId) return;
    this.inquiryTypeId = typeId;
    this.subTypeId = null;
  }

  subTypeChanged(subTypeId: number | null): void {
    this.subTypeId = subTypeId !== null && this.subTypeOptions.some((subType) => subType.id === subTypeId) ? subTypeId : null;
  }

  messageChanged(text: string): void {
    this.message = text;
  }

  private reset(): void {
    if (this.searchTimer !== null) clearTimeout(this.searchTimer);
    this.searchSequence += 1;
    this.isCompanyFixed = false;
    this.companyId = null;
    this.companyName = null;
    this.companyQuery = '';
    this.companyOptions = [];
    this.isSearchingCompanies = false;
    this.companySearchFailed = false;
    this.contactOptions = [];
    this.isLoadingContacts = false;
    this.contactId = null;
    this.inquiryTypeId = INQUIRY_TYPE.company;
    this.subTypeId = null;
    this.message = '';
  }

  /** The body of the request (the contact only for a contact inquiry). */
  private bodyOf(companyId: number): InquiryCreateBody {
    const comment = this.message.trim();
    const contact = this.inquiryTypeId === INQUIRY_TYPE.contact && this.contactId !== null ? { contact_id: this.contactId } : {};
    return {
      company_id: companyId,
      ...contact,
      inquiry_type_id: this.inquiryTypeId,
      ...(this.subTypeId !== null ? { inquiry_sub_type_id: this.subTypeId } : {}),
      ...(comment ? { comment } : {}),
    };
  }

  /** Sends the request; true when created (the popup closes). */
  async submit(): Promise<boolean> {
    const companyId = this.companyId;
    if (companyId === null || !this.canSubmit) return false;
    this.isSending = true;
    try {
      await this.gateway.createInquiry({ body: this.bodyOf(companyId) });
      runInAction(() => {
        this.isSending = false;
        this.close();
      });
      this.toasts.success(this.translate('quickSearch.inquiry.sent'));
      await this.loadQuota();
      for (const listener of this.createdListeners) listener();
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

import { makeAutoObservable } from 'mobx';
import { INQUIRIES_PAGE_SIZE, INQUIRY_STATUS_FILTER_GROUPS } from '@cible/core';
import type { Inquiry, InquiriesGateway, InquiryListResponse, InquiryStatusFilterGroup } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { inquiryPageQuery, inquiryStatusGroup } from './inquiryPageQuery';
import type { InquiryRequestViewModel } from './InquiryRequestViewModel';

/** How /reports opens: `openPopup` for /reports?open-inquiry-popup=true. */
export interface InquiriesPageStart {
  readonly openPopup?: boolean;
}

/**
 * /reports, the user's customer inquiries (docs/api.md "Customer inquiries"): his inquiries newest
 * first, 20 per page (core's INQUIRIES_PAGE_SIZE), filtered by one of core's status filter groups (todo with draft, in
 * progress with pre-done, the others alone); the "new inquiry" button opens the shared popup (disabled with the spec's
 * tooltip once the quota is reached); ?open-inquiry-popup=true opens it on arrival; a creation reloads the list.
 */
export class InquiriesPageViewModel {
  readonly list = new Loadable<InquiryListResponse>({ status: 'loading' });
  /** The chosen filter group's key, or null for every status. */
  groupKey: string | null = null;
  /** Current page, from 1. */
  page = 1;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly gateway: Pick<InquiriesGateway, 'listInquiries'>,
    readonly request: InquiryRequestViewModel,
  ) {
    makeAutoObservable<this, 'gateway' | 'stopListening'>(this, { gateway: false, stopListening: false, list: false, request: false }, { autoBind: true });
  }

  get groups(): readonly InquiryStatusFilterGroup[] {
    return INQUIRY_STATUS_FILTER_GROUPS;
  }

  get group(): InquiryStatusFilterGroup | null {
    return inquiryStatusGroup(this.groupKey);
  }

  get inquiries(): readonly Inquiry[] {
    return this.list.value?.inquiry_list ?? [];
  }

  get total(): number {
    return this.list.value?.inquiry_count ?? 0;
  }

  get pageSize(): number {
    return INQUIRIES_PAGE_SIZE;
  }

  /** Loads the list and the quota, follows creations; opens the popup once the quota is known when asked. Answers `stop`. */
  start({ openPopup = false }: InquiriesPageStart = {}): () => void {
    this.stopListening ??= this.request.onCreated(() => {
      this.page = 1;
      void this.load();
    });
    void this.load();
    const quota = this.request.loadQuota();
    if (openPopup) void quota.then(() => this.request.openBlank());
    return this.stop;
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  async load(): Promise<void> {
    const query = inquiryPageQuery(this.groupKey, this.page);
    await this.list.load(() => this.gateway.listInquiries({ query }));
  }

  /** Filters by a group (null: every status), from the first page. */
  groupChanged(key: string | null): void {
    if (key === this.groupKey) return;
    this.groupKey = key;
    this.page = 1;
    void this.load();
  }

  pageChanged(page: number): void {
    if (page === this.page || page < 1) return;
    this.page = page;
    void this.load();
  }

  openRequest(): void {
    this.request.openBlank();
  }
}

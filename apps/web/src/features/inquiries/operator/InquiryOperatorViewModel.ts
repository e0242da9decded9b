import { makeAutoObservable, runInAction } from 'mobx';
import { INQUIRIES_PAGE_SIZE, INQUIRY_STATUS_FILTER_GROUPS } from '@cible/core';
import type { InquiryOperatorGateway, InquiryStatusFilterGroup, OperatorInquiry, OperatorInquiryListResponse } from '@cible/core';
import type { Translate } from '../../../di/Translate';
import { Loadable } from '../../../view-model/Loadable';
import { inquiryPageQuery } from '../inquiryPageQuery';
import type { ToastStore } from '../../../ui/components/Toast/ToastStore';

/**
 * The support staff's inquiry desk (/support/inquiries, platform administrators; designed, ADR 026): every
 * organisation's inquiries newest first, 20 per page, filtered by a status group and an organisation; each row offers
 * the statuses core's INQUIRY_TRANSITIONS allows (the answer's next_status_list). A change replaces its row; a refusal
 * (another operator moved it meanwhile) shows the generic error toast and reloads the page.
 */
export class InquiryOperatorViewModel {
  readonly list = new Loadable<OperatorInquiryListResponse>({ status: 'loading' });
  groupKey: string | null = null;
  organizationId: number | null = null;
  page = 1;
  /** The inquiry whose status is being changed, or null. */
  changingId: number | null = null;

  constructor(
    private readonly gateway: InquiryOperatorGateway,
    private readonly toasts: Pick<ToastStore, 'success' | 'error'>,
    private readonly translate: Translate,
  ) {
    makeAutoObservable<this, 'gateway' | 'toasts' | 'translate'>(this, { gateway: false, toasts: false, translate: false, list: false }, { autoBind: true });
  }

  get groups(): readonly InquiryStatusFilterGroup[] {
    return INQUIRY_STATUS_FILTER_GROUPS;
  }

  get inquiries(): readonly OperatorInquiry[] {
    return this.list.value?.inquiry_list ?? [];
  }

  get total(): number {
    return this.list.value?.inquiry_count ?? 0;
  }

  get organizations(): OperatorInquiryListResponse['organization_list'] {
    return this.list.value?.organization_list ?? [];
  }

  get pageSize(): number {
    return INQUIRIES_PAGE_SIZE;
  }

  async load(): Promise<void> {
    const query = { ...inquiryPageQuery(this.groupKey, this.page), ...(this.organizationId !== null ? { organization_id: this.organizationId } : {}) };
    await this.list.load(() => this.gateway.listOperatorInquiries({ query }));
  }

  groupChanged(key: string | null): void {
    if (key === this.groupKey) return;
    this.groupKey = key;
    this.page = 1;
    void this.load();
  }

  organizationChanged(organizationId: number | null): void {
    const id = organizationId !== null && organizationId > 0 ? organizationId : null;
    if (id === this.organizationId) return;
    this.organizationId = id;
    this.page = 1;
    void this.load();
  }

  pageChanged(page: number): void {
    if (page === this.page || page < 1) return;
    this.page = page;
    void this.load();
  }

  /** Moves an inquiry to one of its next statuses. True when done. */
  async changeStatus(inquiryId: number, status: number): Promise<boolean> {
    if (this.changingId !== null) return false;
    this.changingId = inquiryId;
    try {
      const changed = await this.gateway.changeInquiryStatus({ params: { inquiry: inquiryId }, body: { status } });
      runInAction(() => {
        this.changingId = null;
        this.list.update((value) => ({ ...value, inquiry_list: value.inquiry_list.map((row) => (row.id === changed.id ? changed : row)) }));
      });
      this.toasts.success(this.translate('personalSpace.toast.saved'));
      return true;
    } catch {
      runInAction(() => {
        this.changingId = null;
      });
      this.toasts.error(this.translate('personalSpace.toast.error'));
      void this.load();
      return false;
    }
  }
}

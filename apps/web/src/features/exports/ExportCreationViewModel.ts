import { makeAutoObservable, runInAction } from 'mobx';
import type { Export, ExportFileFormat, ExportsGateway } from '@cible/core';
import { exportErrorKey, exportFailureCode, type ExportErrorKey } from './exportErrorKey';

/** What an "Exporter" dialog starts: a list's content, a list's e-mail addresses (email rental), or a manager's period export. */
export type ExportRequest =
  | { readonly kind: 'prospecting_lists'; readonly queryId: number }
  | { readonly kind: 'email_rental'; readonly queryId: number }
  | { readonly kind: 'team' }
  | { readonly kind: 'subscription' };

export type ExportRequestKind = ExportRequest['kind'];

/** The first day of the month of a `YYYY-MM-DD` day. */
export function monthStartOf(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/**
 * The "Exporter" dialog: the file format (XLSX by default), the period of a team or subscription export (this month
 * up to today by default; the start may not follow the end), then the creation. A refusal (409 not enough credits,
 * 422 empty or too large list, a period in the wrong order) is kept as the key of its French text; the dialog stays
 * open. `submit` answers the export created (the page then opens it), null when refused.
 */
export class ExportCreationViewModel {
  format: ExportFileFormat = 'xlsx';
  dateFrom: string;
  dateTo: string;
  submitting = false;
  error: ExportErrorKey | null = null;

  constructor(
    readonly request: ExportRequest,
    private readonly gateway: Pick<ExportsGateway, 'createProspectingListsExport' | 'createEmailRentalExport' | 'createTeamExport' | 'createSubscriptionExport'>,
    today: string,
  ) {
    this.dateFrom = monthStartOf(today);
    this.dateTo = today;
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, request: false }, { autoBind: true });
  }

  /** Whether the export covers a period (team, subscription). */
  get needsPeriod(): boolean {
    return this.request.kind === 'team' || this.request.kind === 'subscription';
  }

  /** The period's own error (shown under the end date): missing days, or a start after the end. */
  get periodError(): 'periodMissing' | 'dateRange' | null {
    if (!this.needsPeriod) return null;
    if (this.dateFrom === '' || this.dateTo === '') return 'periodMissing';
    return this.dateFrom <= this.dateTo ? null : 'dateRange';
  }

  get canSubmit(): boolean {
    return !this.submitting && this.periodError === null;
  }

  setFormat(format: ExportFileFormat): void {
    this.format = format;
    this.error = null;
  }

  setDateFrom(day: string): void {
    this.dateFrom = day;
    this.error = null;
  }

  setDateTo(day: string): void {
    this.dateTo = day;
    this.error = null;
  }

  async submit(): Promise<Export | null> {
    if (!this.canSubmit) return null;
    this.submitting = true;
    this.error = null;
    try {
      const created = await this.create();
      runInAction(() => {
        this.submitting = false;
      });
      return created;
    } catch (error) {
      runInAction(() => {
        this.submitting = false;
        this.error = exportErrorKey(exportFailureCode(error));
      });
      return null;
    }
  }

  private create(): Promise<Export> {
    const file_format = this.format;
    const request = this.request;
    switch (request.kind) {
      case 'prospecting_lists':
        return this.gateway.createProspectingListsExport({ body: { query_id_list: [request.queryId], file_format } });
      case 'email_rental':
        return this.gateway.createEmailRentalExport({ body: { query_id: request.queryId, file_format } });
      case 'team':
        return this.gateway.createTeamExport({ body: { date_from: this.dateFrom, date_to: this.dateTo, file_format } });
      case 'subscription':
        return this.gateway.createSubscriptionExport({ body: { date_from: this.dateFrom, date_to: this.dateTo, file_format } });
    }
  }
}

import { makeAutoObservable } from 'mobx';
import type { Export, ExportListResponse, ExportsGateway, ExportType, SocketGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import type { ExportDownloads } from './ExportDownloads';
import { withPushedExportInList } from './exportProgress';
import { followExportPushes } from './followExportPushes';

/** Exports shown per page (the contract's default page size). */
export const EXPORT_PAGE_SIZE = 20;

/**
 * /personal-space/exports (docs/ui.md "Exports and email rental"): the user's exports, newest start first, 20 per page, filtered by type
 * (sent to the server); the running ones move with the socket's pushes (`follow`, for the page's lifetime), pushes
 * for exports not shown change nothing. The finished ones' files are downloaded by `downloads`.
 */
export class ExportListViewModel {
  readonly exports = new Loadable<ExportListResponse>({ status: 'loading' });
  type: ExportType | null = null;
  page = 1;

  constructor(
    private readonly gateway: Pick<ExportsGateway, 'listExports'>,
    private readonly socket: SocketGateway,
    readonly downloads: ExportDownloads,
    /** The export just started (shown highlighted); null: none. */
    readonly highlightedId: number | null = null,
  ) {
    makeAutoObservable<this, 'gateway' | 'socket'>(this, { gateway: false, socket: false, exports: false, downloads: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.exports.status;
  }

  get rows(): readonly Export[] {
    return this.exports.value?.export_list ?? [];
  }

  get total(): number {
    return this.exports.value?.export_count ?? 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / EXPORT_PAGE_SIZE));
  }

  /** Asks the page of exports (type filter, page). */
  async load(): Promise<void> {
    const type = this.type;
    const offset = (this.page - 1) * EXPORT_PAGE_SIZE;
    await this.exports.load(() => this.gateway.listExports({ query: { ...(type === null ? {} : { type }), limit: EXPORT_PAGE_SIZE, offset } }));
  }

  /** Filters by a type (null: every type), back to page 1. */
  setType(type: ExportType | null): Promise<void> {
    if (type === this.type) return Promise.resolve();
    this.type = type;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    const next = Math.min(Math.max(1, Math.trunc(page)), this.pageCount);
    if (next === this.page) return Promise.resolve();
    this.page = next;
    return this.load();
  }

  /** Follows the progress pushed on the socket; answers the function that stops. */
  follow(): () => void {
    return followExportPushes(this.socket, this.pushed);
  }

  /** A pushed state of an export: taken when it is one of the list and later than the one shown. */
  pushed(exportState: Export): void {
    this.exports.update((value) => {
      const list = withPushedExportInList(value.export_list, exportState);
      return list === value.export_list ? value : { ...value, export_list: list };
    });
  }
}

import { makeAutoObservable } from 'mobx';
import type { Export, ExportsGateway, SocketGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import type { ExportDownloads } from './ExportDownloads';
import { withPushedExport } from './exportProgress';
import { followExportPushes } from './followExportPushes';

/**
 * /personal-space/exports/{export_id} and /personal-space/email-rental/{export_id}: one export of the user, its
 * progress moving with the socket's pushes for it (pushes of other exports are ignored), its file once done.
 */
export class ExportDetailsViewModel {
  readonly exportState = new Loadable<Export>({ status: 'loading' });

  constructor(
    readonly exportId: number,
    private readonly gateway: Pick<ExportsGateway, 'getExport'>,
    private readonly socket: SocketGateway,
    readonly downloads: ExportDownloads,
  ) {
    makeAutoObservable<this, 'gateway' | 'socket'>(this, { gateway: false, socket: false, exportState: false, downloads: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.exportState.status;
  }

  get value(): Export | null {
    return this.exportState.value;
  }

  async load(): Promise<void> {
    await this.exportState.load(() => this.gateway.getExport({ params: { id: this.exportId } }));
  }

  /** Follows the progress pushed on the socket; answers the function that stops. */
  follow(): () => void {
    return followExportPushes(this.socket, this.pushed);
  }

  pushed(exportState: Export): void {
    if (exportState.id !== this.exportId) return;
    this.exportState.update((current) => withPushedExport(current, exportState));
  }
}

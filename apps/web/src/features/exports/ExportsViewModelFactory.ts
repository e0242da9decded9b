import { inject, injectable } from 'inversify';
import type { Clock, ExportsGateway, SocketGateway } from '@cible/core';
import { token } from '../../di/token';
import { CLOCK, EXPORTS_GATEWAY, SOCKET_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { dayIn } from '../business-alerts/BusinessAlertsViewModel';
import { EmailRentalUsageViewModel } from './EmailRentalUsageViewModel';
import { ExportCreationViewModel, type ExportRequest } from './ExportCreationViewModel';
import { ExportDetailsViewModel } from './ExportDetailsViewModel';
import { ExportDownloads } from './ExportDownloads';
import { ExportListViewModel } from './ExportListViewModel';
import { saveBinaryFile } from './saveBinaryFile';



/** Makes the view-models of the exports and email-rental pages and of the "Exporter" dialog. */
@injectable()
export class ExportsViewModelFactory {
  constructor(
    @inject(EXPORTS_GATEWAY) private readonly gateway: ExportsGateway,
    @inject(SOCKET_GATEWAY) private readonly socket: SocketGateway,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  /** The list of exports; `highlightedId`: the export just started. */
  createList(highlightedId: number | null = null): ExportListViewModel {
    return new ExportListViewModel(this.gateway, this.socket, this.downloads(), highlightedId);
  }

  createDetails(exportId: number): ExportDetailsViewModel {
    return new ExportDetailsViewModel(exportId, this.gateway, this.socket, this.downloads());
  }

  createCreation(request: ExportRequest): ExportCreationViewModel {
    return new ExportCreationViewModel(request, this.gateway, dayIn(this.clock.now(), this.clock.zone));
  }

  createEmailRentalUsage(): EmailRentalUsageViewModel {
    return new EmailRentalUsageViewModel(this.gateway);
  }

  private downloads(): ExportDownloads {
    return new ExportDownloads(this.gateway, { save: saveBinaryFile, failed: () => this.toasts.error(this.translate('exports.download.failed')) });
  }
}

export const EXPORTS_VIEW_MODEL_FACTORY = token<ExportsViewModelFactory>('ExportsViewModelFactory');

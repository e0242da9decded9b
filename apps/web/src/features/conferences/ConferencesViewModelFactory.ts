import { inject, injectable } from 'inversify';
import type { Clock, ConferencesGateway, QueriesGateway } from '@cible/core';
import { token } from '../../di/token';
import { CLOCK, CONFERENCES_GATEWAY, QUERIES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { ConferenceProgramViewModel } from './ConferenceProgramViewModel';
import { ConferencesViewModel } from './ConferencesViewModel';
import { downloadTextFile } from './downloadTextFile';

/** Makes the view-models of /conferences and /conference/{id}/program. */
@injectable()
export class ConferencesViewModelFactory {
  constructor(
    @inject(CONFERENCES_GATEWAY) private readonly conferences: ConferencesGateway,
    @inject(QUERIES_GATEWAY) private readonly queries: QueriesGateway,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  list(): ConferencesViewModel {
    return new ConferencesViewModel(this.conferences, this.clock);
  }

  program(conferenceId: number): ConferenceProgramViewModel {
    return new ConferenceProgramViewModel(this.conferences, this.queries, this.clock, {
      addedToList: (count, name) => this.toasts.success(this.translate('conferences.program.addedToList', { count, name })),
      download: downloadTextFile,
    }, conferenceId);
  }
}

export const CONFERENCES_VIEW_MODEL_FACTORY = token<ConferencesViewModelFactory>('ConferencesViewModelFactory');

import { inject, injectable } from 'inversify';
import type { Clock, EmailConnectionGateway, LinkedinGateway } from '@cible/core';
import { token } from '../../../di/token';
import { CLOCK, EMAIL_CONNECTION_GATEWAY, LINKEDIN_GATEWAY } from '../../../di/tokens';
import { TRANSLATE, type Translate } from '../../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../../session/SessionStore';
import { ConnectionsViewModel, type ConnectionsSession } from './ConnectionsViewModel';

/** Makes the view-model of /personal-space/connections; a disconnection is told with the spec's toasts. */
@injectable()
export class ConnectionsViewModelFactory {
  constructor(
    @inject(EMAIL_CONNECTION_GATEWAY) private readonly emailConnection: EmailConnectionGateway,
    @inject(LINKEDIN_GATEWAY) private readonly linkedin: LinkedinGateway,
    @inject(SESSION_STORE) private readonly session: ConnectionsSession,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): ConnectionsViewModel {
    return new ConnectionsViewModel(this.emailConnection, this.linkedin, this.session, this.clock, {
      disconnected: () => this.toasts.show(this.translate('personalSpace.toast.saved'), { style: 'success' }),
      disconnectFailed: () => this.toasts.show(this.translate('personalSpace.toast.error'), { style: 'error' }),
    });
  }
}

export const CONNECTIONS_VIEW_MODEL_FACTORY = token<ConnectionsViewModelFactory>('ConnectionsViewModelFactory');

import { inject, injectable } from 'inversify';
import type { Clock, EmailConnectionGateway } from '@cible/core';
import { token } from '../../../di/token';
import { CLOCK, EMAIL_CONNECTION_GATEWAY } from '../../../di/tokens';
import { TRANSLATE, type Translate } from '../../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../../session/SessionStore';
import { EmailConnectionViewModel, type EmailConnectionSession } from './EmailConnectionViewModel';

/** Makes the view-model of /personal-space/email-connection; connections and disconnections are told with toasts. */
@injectable()
export class EmailConnectionViewModelFactory {
  constructor(
    @inject(EMAIL_CONNECTION_GATEWAY) private readonly gateway: EmailConnectionGateway,
    @inject(SESSION_STORE) private readonly session: EmailConnectionSession,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): EmailConnectionViewModel {
    return new EmailConnectionViewModel(this.gateway, this.session, this.clock, {
      connected: () => this.toasts.show(this.translate('emailConnection.toast.connected'), { style: 'success' }),
      disconnected: () => this.toasts.show(this.translate('emailConnection.toast.disconnected'), { style: 'success' }),
      disconnectFailed: () => this.toasts.show(this.translate('personalSpace.toast.error'), { style: 'error' }),
    });
  }
}

export const EMAIL_CONNECTION_VIEW_MODEL_FACTORY = token<EmailConnectionViewModelFactory>('EmailConnectionViewModelFactory');

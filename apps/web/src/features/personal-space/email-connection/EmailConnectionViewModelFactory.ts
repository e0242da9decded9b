import { inject, injectable } from 'inversify';
import type { Clock, EmailConnectionGateway } from '@cible/core';
import { token } from '../../../di/token';
import { CLOCK, EMAIL_CONNECTION_GATEWAY } from '../../../di/tokens';
import { TRANSLATE, type Translate } from '../../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../../session/SessionStore';
import { browserOauthNavigation } from './browserOauthNavigation';
import { EmailConnectionViewModel, type EmailConnectionSession } from './EmailConnectionViewModel';
import { MailboxOauthViewModel } from './MailboxOauthViewModel';

/**
 * Makes the view-model of /personal-space/email-connection (with its OAuth part on the browser's location and
 * sessionStorage); connections and disconnections are told with toasts.
 */
@injectable()
export class EmailConnectionViewModelFactory {
  constructor(
    @inject(EMAIL_CONNECTION_GATEWAY) private readonly gateway: EmailConnectionGateway,
    @inject(SESSION_STORE) private readonly session: EmailConnectionSession,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  /** `cleanCallbackUrl`: the page's router removing the provider's `code` and `state` from the address. */
  create(cleanCallbackUrl: () => void): EmailConnectionViewModel {
    return new EmailConnectionViewModel(
      this.gateway,
      this.session,
      this.clock,
      {
        connected: () => this.toasts.show(this.translate('emailConnection.toast.connected'), { style: 'success' }),
        disconnected: () => this.toasts.show(this.translate('emailConnection.toast.disconnected'), { style: 'success' }),
        disconnectFailed: () => this.toasts.show(this.translate('personalSpace.toast.error'), { style: 'error' }),
      },
      new MailboxOauthViewModel(this.gateway, browserOauthNavigation(cleanCallbackUrl)),
    );
  }
}

export const EMAIL_CONNECTION_VIEW_MODEL_FACTORY = token<EmailConnectionViewModelFactory>('EmailConnectionViewModelFactory');

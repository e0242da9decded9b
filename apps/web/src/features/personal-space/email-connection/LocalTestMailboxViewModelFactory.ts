import { inject, injectable } from 'inversify';
import type { EmailConnectionGateway, EmailCredentials } from '@cible/core';
import { token } from '../../../di/token';
import { EMAIL_CONNECTION_GATEWAY } from '../../../di/tokens';
import { SESSION_STORE } from '../../session/SessionStore';
import type { EmailConnectionSession } from './EmailConnectionViewModel';
import { LocalTestMailboxViewModel } from './LocalTestMailboxViewModel';

/** Makes the view-model of the "Boîte de test locale" card; `onConnected` hands the new connection to the page. */
@injectable()
export class LocalTestMailboxViewModelFactory {
  constructor(
    @inject(EMAIL_CONNECTION_GATEWAY) private readonly gateway: EmailConnectionGateway,
    @inject(SESSION_STORE) private readonly session: EmailConnectionSession,
  ) {}

  create(onConnected: (credentials: EmailCredentials) => void): LocalTestMailboxViewModel {
    return new LocalTestMailboxViewModel(this.gateway, this.session, onConnected);
  }
}

export const LOCAL_TEST_MAILBOX_VIEW_MODEL_FACTORY = token<LocalTestMailboxViewModelFactory>('LocalTestMailboxViewModelFactory');

import { inject, injectable } from 'inversify';
import type { SocketGateway, SupportInboxGateway } from '@cible/core';
import { token } from '../../../di/token';
import { SOCKET_GATEWAY, SUPPORT_INBOX_GATEWAY } from '../../../di/tokens';
import { SupportInboxViewModel } from './SupportInboxViewModel';

/** Makes the view-model of /support/inbox. */
@injectable()
export class SupportInboxViewModelFactory {
  constructor(
    @inject(SUPPORT_INBOX_GATEWAY) private readonly gateway: SupportInboxGateway,
    @inject(SOCKET_GATEWAY) private readonly socket: SocketGateway,
  ) {}

  create(): SupportInboxViewModel {
    return new SupportInboxViewModel(this.gateway, this.socket);
  }
}

export const SUPPORT_INBOX_VIEW_MODEL_FACTORY = token<SupportInboxViewModelFactory>('SupportInboxViewModelFactory');

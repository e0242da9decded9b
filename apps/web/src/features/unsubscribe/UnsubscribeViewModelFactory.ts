import { inject, injectable } from 'inversify';
import type { EmailMiscGateway } from '@cible/core';
import { token } from '../../di/token';
import { UnsubscribeViewModel } from './UnsubscribeViewModel';

/**
 * The e-mail actions' gateway (core's EmailMiscGateway over HTTP), bound by the unsubscribe page's own module
 * (di/modules/unsubscribeModule.ts) rather than the app-wide gateways: nothing of it reaches the first route.
 */
export const EMAIL_MISC_GATEWAY = token<EmailMiscGateway>('EmailMiscGateway');

/** Makes the view-model of the /unsubscribe page. */
@injectable()
export class UnsubscribeViewModelFactory {
  constructor(@inject(EMAIL_MISC_GATEWAY) private readonly gateway: Pick<EmailMiscGateway, 'unsubscribe'>) {}

  create(unsubscribeToken: string | null, preview = false): UnsubscribeViewModel {
    return new UnsubscribeViewModel(unsubscribeToken, this.gateway, preview);
  }
}

export const UNSUBSCRIBE_VIEW_MODEL_FACTORY = token<UnsubscribeViewModelFactory>('UnsubscribeViewModelFactory');

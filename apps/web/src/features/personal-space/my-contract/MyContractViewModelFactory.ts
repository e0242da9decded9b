import { inject, injectable } from 'inversify';
import type { Clock, CreditsGateway, UsersGateway } from '@cible/core';
import { token } from '../../../di/token';
import { CLOCK, CREDITS_GATEWAY, USERS_GATEWAY } from '../../../di/tokens';
import { SESSION_STORE } from '../../session/SessionStore';
import { MyContractViewModel, type MyContractSession } from './MyContractViewModel';

/** Makes the view-model of /personal-space/my-contract (one per visit of the page). */
@injectable()
export class MyContractViewModelFactory {
  constructor(
    @inject(USERS_GATEWAY) private readonly users: UsersGateway,
    @inject(SESSION_STORE) private readonly session: MyContractSession,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(CREDITS_GATEWAY) private readonly credits: CreditsGateway,
  ) {}

  create(): MyContractViewModel {
    return new MyContractViewModel(this.users, this.session, this.clock, this.credits);
  }
}

export const MY_CONTRACT_VIEW_MODEL_FACTORY = token<MyContractViewModelFactory>('MyContractViewModelFactory');

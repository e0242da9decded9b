import { inject, injectable } from 'inversify';
import type { Clock, LinkedinGateway } from '@cible/core';
import { token } from '../../di/token';
import { CLOCK, LINKEDIN_GATEWAY } from '../../di/tokens';
import { LinkedinConnectionViewModel } from './LinkedinConnectionViewModel';

/** Makes the view-model of /personal-space/linkedin-connection. */
@injectable()
export class LinkedinConnectionViewModelFactory {
  constructor(
    @inject(LINKEDIN_GATEWAY) private readonly gateway: LinkedinGateway,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  create(): LinkedinConnectionViewModel {
    return new LinkedinConnectionViewModel(this.gateway, this.clock);
  }
}

export const LINKEDIN_CONNECTION_VIEW_MODEL_FACTORY = token<LinkedinConnectionViewModelFactory>('LinkedinConnectionViewModelFactory');

import { inject, injectable } from 'inversify';
import { hasManagerAccess } from '@cible/core';
import type { Clock, CreditsGateway, UsersGateway } from '@cible/core';
import { token } from '../../di/token';
import { CLOCK, CREDITS_GATEWAY, USERS_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SESSION_STORE, type SessionStore } from '../session/SessionStore';
import { CreditConsumptionViewModel } from './CreditConsumptionViewModel';
import { ManagerCreditsViewModel } from './ManagerCreditsViewModel';

/** Makes the view-models of /personal-space/credit-consumption (one per visit of the page). */
@injectable()
export class CreditConsumptionViewModelFactory {
  constructor(
    @inject(CREDITS_GATEWAY) private readonly gateway: CreditsGateway,
    @inject(USERS_GATEWAY) private readonly users: UsersGateway,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): CreditConsumptionViewModel {
    return new CreditConsumptionViewModel(this.gateway, this.session, this.clock);
  }

  /** The manager's section, or null when the user has no manager access (core's hasManagerAccess). */
  createManager(): ManagerCreditsViewModel | null {
    const ability = this.session.ability;
    if (ability === null || !hasManagerAccess(ability)) return null;
    return new ManagerCreditsViewModel(this.gateway, this.users, this.session, {
      toppedUp: (count, amount) => this.toasts.success(this.translate('creditConsumption.manager.done', { count, amount })),
      failed: () => this.toasts.error(this.translate('personalSpace.toast.error')),
    });
  }
}

export const CREDIT_CONSUMPTION_VIEW_MODEL_FACTORY = token<CreditConsumptionViewModelFactory>('CreditConsumptionViewModelFactory');

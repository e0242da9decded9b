import { inject, injectable } from 'inversify';
import type { UsersGateway } from '@cible/core';
import { token } from '../../../di/token';
import { USERS_GATEWAY } from '../../../di/tokens';
import { TRANSLATE, type Translate } from '../../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../../session/SessionStore';
import { ProfileViewModel, type ProfileSession } from './ProfileViewModel';

/** Makes the view-model of /personal-space/profile (one per visit of the page). */
@injectable()
export class ProfileViewModelFactory {
  constructor(
    @inject(USERS_GATEWAY) private readonly users: UsersGateway,
    @inject(SESSION_STORE) private readonly session: ProfileSession,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): ProfileViewModel {
    return new ProfileViewModel(this.users, this.session, this.toasts, this.translate);
  }
}

export const PROFILE_VIEW_MODEL_FACTORY = token<ProfileViewModelFactory>('ProfileViewModelFactory');

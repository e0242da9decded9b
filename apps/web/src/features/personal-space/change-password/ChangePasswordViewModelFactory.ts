import { inject, injectable } from 'inversify';
import type { AuthGateway } from '@cible/core';
import { token } from '../../../di/token';
import { AUTH_GATEWAY } from '../../../di/tokens';
import { TRANSLATE, type Translate } from '../../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../../ui/components/Toast/ToastStore';
import { SESSION_STORE, type SessionStore } from '../../session/SessionStore';
import { SESSION_TOKEN_SOURCE, type SessionTokenSource } from '../../session/SessionTokenSource';
import { ChangePasswordViewModel } from './ChangePasswordViewModel';
import { SessionTokenRenewal } from './SessionTokenRenewal';

/** Makes the view-model of /personal-space/change-password (the fresh token kept by a SessionTokenRenewal). */
@injectable()
export class ChangePasswordViewModelFactory {
  constructor(
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(SESSION_TOKEN_SOURCE) private readonly tokens: SessionTokenSource,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  create(): ChangePasswordViewModel {
    return new ChangePasswordViewModel(this.auth, new SessionTokenRenewal(this.tokens, this.session), this.toasts, this.translate);
  }
}

export const CHANGE_PASSWORD_VIEW_MODEL_FACTORY = token<ChangePasswordViewModelFactory>('ChangePasswordViewModelFactory');

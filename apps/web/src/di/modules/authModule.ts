import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { LOGIN_VIEW_MODEL_FACTORY, LoginViewModelFactory } from '../../features/auth/LoginViewModelFactory';
import { NEW_PASSWORD_VIEW_MODEL_FACTORY, NewPasswordViewModelFactory } from '../../features/auth/NewPasswordViewModelFactory';

/** The public pages: the factories of the login and new-password (activation, reset) view-models. */
export const authModule = new ContainerModule((options) => {
  provide(options, LOGIN_VIEW_MODEL_FACTORY).to(LoginViewModelFactory).inSingletonScope();
  provide(options, NEW_PASSWORD_VIEW_MODEL_FACTORY).to(NewPasswordViewModelFactory).inSingletonScope();
});

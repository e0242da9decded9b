import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { CHANGE_PASSWORD_VIEW_MODEL_FACTORY, ChangePasswordViewModelFactory } from '../../features/personal-space/change-password/ChangePasswordViewModelFactory';
import { CONNECTIONS_VIEW_MODEL_FACTORY, ConnectionsViewModelFactory } from '../../features/personal-space/connections/ConnectionsViewModelFactory';
import { EMAIL_CONNECTION_VIEW_MODEL_FACTORY, EmailConnectionViewModelFactory } from '../../features/personal-space/email-connection/EmailConnectionViewModelFactory';
import { LOCAL_TEST_MAILBOX_VIEW_MODEL_FACTORY, LocalTestMailboxViewModelFactory } from '../../features/personal-space/email-connection/LocalTestMailboxViewModelFactory';
import { MY_CONTRACT_VIEW_MODEL_FACTORY, MyContractViewModelFactory } from '../../features/personal-space/my-contract/MyContractViewModelFactory';
import { PROFILE_VIEW_MODEL_FACTORY, ProfileViewModelFactory } from '../../features/personal-space/profile/ProfileViewModelFactory';

/** The personal space's screens: the factories of the profile, contract, password, connections and e-mail connection view-models (and of its local test mailbox card). */
export const personalSpaceModule = new ContainerModule((options) => {
  provide(options, PROFILE_VIEW_MODEL_FACTORY).to(ProfileViewModelFactory).inSingletonScope();
  provide(options, MY_CONTRACT_VIEW_MODEL_FACTORY).to(MyContractViewModelFactory).inSingletonScope();
  provide(options, CHANGE_PASSWORD_VIEW_MODEL_FACTORY).to(ChangePasswordViewModelFactory).inSingletonScope();
  provide(options, CONNECTIONS_VIEW_MODEL_FACTORY).to(ConnectionsViewModelFactory).inSingletonScope();
  provide(options, EMAIL_CONNECTION_VIEW_MODEL_FACTORY).to(EmailConnectionViewModelFactory).inSingletonScope();
  provide(options, LOCAL_TEST_MAILBOX_VIEW_MODEL_FACTORY).to(LocalTestMailboxViewModelFactory).inSingletonScope();
});

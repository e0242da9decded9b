import { canManageSenderMailbox, DomainFailure } from '@cible/core';
import type { EmailCredentials, LinkedinCredentials } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import { toSessionUser } from '../users/user-payload';
import type { UsersRepository } from '../users/users-repository';
import type { Notifier } from '../notifications/notifier';
import { toEmailCredentials, toLinkedinCredentials } from './connections-repository';
import type { ConnectionOwner, ConnectionsRepository } from './connections-repository';

export interface ConnectionsServiceDependencies {
  readonly repository: ConnectionsRepository;
  readonly users: Pick<UsersRepository, 'findUser'>;
  /** Tells a user that his mailbox was disconnected by a colleague (notification type 9). */
  readonly notifier: Pick<Notifier, 'notify'>;
}

export interface ConnectionsService {
  getEmailCredentials(auth: AuthContext, userId: number): Promise<EmailCredentials>;
  deleteEmailCredentials(auth: AuthContext, userId: number): Promise<void>;
  getLinkedinCredentials(auth: AuthContext): Promise<LinkedinCredentials>;
  disconnectLinkedin(auth: AuthContext): Promise<void>;
}

const callerOf = (auth: AuthContext): ConnectionOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });

/**
 * Use cases of the connections overview (docs/api.md "Connections"). The mailbox routes name a user:
 * the caller himself, or a colleague whose mailbox core's sender rule lets the caller manage
 * (`canManageSenderMailbox`: marketing and sales and marketing → sender licences; smart campaign v2 → sender v2;
 * anyone else → only oneself). A user of another organisation (or no such user) is not found (404); a colleague the
 * caller may not manage is forbidden (403). LinkedIn acts on the caller only. A disconnection keeps the account info
 * (status 'disconnected') and is idempotent; never connected → `{ status: 'disconnected', account_infos: null }`.
 * A connected mailbox disconnected by a colleague notifies its owner (`mail_account_disconnected`, core's wording:
 * no longer synchronised, reconnect from the profile); the owner disconnecting his own mailbox is not notified.
 */
export function createConnectionsService({ repository, users, notifier }: ConnectionsServiceDependencies): ConnectionsService {
  /** The owner of the mailbox a route names, after the organisation and sender-rule checks. */
  const mailboxOwner = async (auth: AuthContext, userId: number): Promise<ConnectionOwner> => {
    const caller = callerOf(auth);
    if (userId === caller.userId) return caller;
    const target = await users.findUser({ organizationId: caller.organizationId }, userId);
    if (target === null) throw new DomainFailure('NOT_FOUND', 'No such user.');
    if (!canManageSenderMailbox(auth.user.access.licenceId, toSessionUser(target).access.licenceId, false)) {
      throw new DomainFailure('AUTH.FORBIDDEN', 'Only the user, or a colleague who manages his mailbox as a sender, may do this.');
    }
    return { userId: target.id, organizationId: caller.organizationId };
  };

  return {
    async getEmailCredentials(auth, userId) {
      return toEmailCredentials(await repository.find(await mailboxOwner(auth, userId), 'mailbox'));
    },
    async deleteEmailCredentials(auth, userId) {
      const owner = await mailboxOwner(auth, userId);
      const disconnected = await repository.disconnect(owner, 'mailbox');
      if (owner.userId !== auth.user.id && disconnected !== null) {
        await notifier.notify(owner.userId, 'mail_account_disconnected', disconnected.email === null ? {} : { email: disconnected.email });
      }
    },
    async getLinkedinCredentials(auth) {
      return toLinkedinCredentials(await repository.find(callerOf(auth), 'linkedin'));
    },
    async disconnectLinkedin(auth) {
      await repository.disconnect(callerOf(auth), 'linkedin');
    },
  };
}

import { canManageSenderMailbox, DomainFailure } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import { toSessionUser } from '../users/user-payload';
import type { UsersRepository } from '../users/users-repository';
import type { ConnectionOwner } from './connections-repository';

/** The owner of the mailbox a route names, after the organisation and sender-rule checks. */
export type MailboxOwnerOf = (auth: AuthContext, userId: number) => Promise<ConnectionOwner>;

/** The caller as a connection owner. */
export const callerOf = (auth: AuthContext): ConnectionOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });

/**
 * The rule of every mailbox route (SMTP + IMAP, OAuth, read, disconnect): the caller himself, or a colleague whose
 * mailbox core's sender rule lets the caller manage (`canManageSenderMailbox`); a user of another organisation (or no
 * such user) is not found (404); a colleague the caller may not manage is forbidden (403).
 */
export function createMailboxOwnerOf(users: Pick<UsersRepository, 'findUser'>): MailboxOwnerOf {
  return async (auth, userId) => {
    const caller = callerOf(auth);
    if (userId === caller.userId) return caller;
    const target = await users.findUser({ organizationId: caller.organizationId }, userId);
    if (target === null) throw new DomainFailure('NOT_FOUND', 'No such user.');
    if (!canManageSenderMailbox(auth.user.access.licenceId, toSessionUser(target).access.licenceId, false)) {
      throw new DomainFailure('AUTH.FORBIDDEN', 'Only the user, or a colleague who manages his mailbox as a sender, may do this.');
    }
    return { userId: target.id, organizationId: caller.organizationId };
  };
}

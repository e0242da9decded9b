import type { EmailCredentials } from '@cible/core';
import type { Notifier } from '../notifications/notifier';
import { toEmailCredentials } from './connections-repository';
import type { ConnectionOwner } from './connections-repository';
import type { MailboxCredentialsRepository, NewMailboxCredentials } from './mailbox-credentials-repository';

/** Stores a checked mailbox, marks it connected and notifies its owner: one transaction (SMTP + IMAP and OAuth alike). */
export type MailboxConnector = (owner: ConnectionOwner, credentials: NewMailboxCredentials) => Promise<EmailCredentials>;

/**
 * The last step of every connection: the sealed credentials and the connection row are written with the owner's
 * notification `mail_account_connected` in one transaction; the notification reaches the sockets after the commit.
 */
export function createMailboxConnector(dependencies: {
  readonly credentials: Pick<MailboxCredentialsRepository, 'connect'>;
  readonly notifier: Pick<Notifier, 'notifyManyIn'>;
}): MailboxConnector {
  return async (owner, credentials) => {
    let published: (() => void) | null = null;
    const connection = await dependencies.credentials.connect(owner, credentials, async (tx) => {
      const pending = await dependencies.notifier.notifyManyIn(tx, [
        { userId: owner.userId, type: 'mail_account_connected', payload: { email: credentials.email } },
      ]);
      published = () => pending.published();
    });
    (published as (() => void) | null)?.();
    return toEmailCredentials(connection);
  };
}

import { canManageSenderMailbox, DomainFailure, SMTP_IMAP_PROVIDER } from '@cible/core';
import type { EmailCredentials, LinkedinCredentials, MailServerCredentials, SmtpImapCredentialsBody } from '@cible/core';
import type { MailboxChecker } from '../../mail/check-mailbox';
import type { AuthContext } from '../../security/auth-context';
import type { SecretBox } from '../../security/secret-box';
import { toSessionUser } from '../users/user-payload';
import type { UsersRepository } from '../users/users-repository';
import type { Notifier } from '../notifications/notifier';
import { toEmailCredentials, toLinkedinCredentials } from './connections-repository';
import type { ConnectionOwner, ConnectionsRepository } from './connections-repository';
import type { MailboxCredentialsRepository, MailboxSettings, StoredMailServer } from './mailbox-credentials-repository';

export interface ConnectionsServiceDependencies {
  readonly repository: ConnectionsRepository;
  readonly users: Pick<UsersRepository, 'findUser'>;
  /** Tells a user that his mailbox was disconnected by a colleague (notification type 9). */
  readonly notifier: Pick<Notifier, 'notify' | 'notifyManyIn'>;
  /** Mailboxes connected with SMTP + IMAP credentials: storage, the check against the servers, the key. */
  readonly mailbox: {
    readonly credentials: MailboxCredentialsRepository;
    readonly checker: MailboxChecker;
    readonly secrets: SecretBox;
  };
}

/** A stored mailbox opened for sending: its servers with their passwords (the future sender's input). */
export interface OpenedMailbox {
  readonly email: string;
  readonly displayName: string | null;
  readonly smtp: MailServerCredentials;
  readonly imap: MailServerCredentials;
}

/** The sealed part of a mailbox: its two passwords (JSON, then sealed). */
interface MailboxPasswords {
  readonly smtp: string;
  readonly imap: string;
}

export interface ConnectionsService {
  getEmailCredentials(auth: AuthContext, userId: number): Promise<EmailCredentials>;
  deleteEmailCredentials(auth: AuthContext, userId: number): Promise<void>;
  getLinkedinCredentials(auth: AuthContext): Promise<LinkedinCredentials>;
  disconnectLinkedin(auth: AuthContext): Promise<void>;
  /**
   * Connects a mailbox with SMTP + IMAP credentials: checks both servers first (a MAILBOX.* failure naming the step,
   * nothing stored), then stores the passwords sealed, marks it connected and notifies its owner
   * (`mail_account_connected`), all in one transaction.
   */
  connectSmtpImap(auth: AuthContext, userId: number, body: SmtpImapCredentialsBody): Promise<EmailCredentials>;
  /**
   * The mailbox of `userId` stopped authenticating (the sender's SMTP or IMAP login failed): marks it disconnected,
   * keeps why, and notifies its owner (`mail_account_disconnected`) once. `false` when it was not connected.
   */
  markMailboxDisconnected(userId: number, reason: string): Promise<boolean>;
  /**
   * The stored mailbox of `userId` with its passwords, for sending; `null` when none is stored. Throws
   * `SecretBoxError` (never garbage) when the server key is not the one that sealed them.
   */
  openMailbox(userId: number): Promise<OpenedMailbox | null>;
}

const withoutPassword = ({ host, port, security, user }: MailServerCredentials): StoredMailServer => ({ host, port, security, user });

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
export function createConnectionsService({ repository, users, notifier, mailbox }: ConnectionsServiceDependencies): ConnectionsService {
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
      // An explicit disconnection forgets the passwords (a lost synchronisation keeps them, see markMailboxDisconnected).
      await mailbox.credentials.forget(owner);
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
    async connectSmtpImap(auth, userId, body) {
      const owner = await mailboxOwner(auth, userId);
      await mailbox.checker.check({ smtp: body.smtp, imap: body.imap });
      const settings: MailboxSettings = { smtp: withoutPassword(body.smtp), imap: withoutPassword(body.imap) };
      const passwords: MailboxPasswords = { smtp: body.smtp.password, imap: body.imap.password };
      let published: (() => void) | null = null;
      const connection = await mailbox.credentials.connect(
        owner,
        {
          provider: SMTP_IMAP_PROVIDER,
          email: body.email,
          displayName: body.display_name?.trim() || null,
          settings,
          secret: mailbox.secrets.seal(JSON.stringify(passwords)),
          keyId: mailbox.secrets.keyId,
        },
        async (tx) => {
          const pending = await notifier.notifyManyIn(tx, [{ userId: owner.userId, type: 'mail_account_connected', payload: { email: body.email } }]);
          published = () => pending.published();
        },
      );
      (published as (() => void) | null)?.();
      return toEmailCredentials(connection);
    },
    async markMailboxDisconnected(userId, reason) {
      const disconnected = await mailbox.credentials.markDisconnected(userId, reason);
      if (disconnected === null) return false;
      await notifier.notify(userId, 'mail_account_disconnected', disconnected.email === null ? {} : { email: disconnected.email });
      return true;
    },
    async openMailbox(userId) {
      const stored = await mailbox.credentials.find(userId);
      if (stored === null) return null;
      const passwords = JSON.parse(mailbox.secrets.open(stored.secret, stored.keyId)) as MailboxPasswords;
      return {
        email: stored.email,
        displayName: stored.displayName,
        smtp: { ...stored.settings.smtp, password: passwords.smtp },
        imap: { ...stored.settings.imap, password: passwords.imap },
      };
    },
  };
}

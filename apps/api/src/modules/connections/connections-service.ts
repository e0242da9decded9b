import { DomainFailure, isMailboxOauthProvider, LOCAL_TEST_PROVIDER, LOCAL_TEST_UNAVAILABLE_CODE, SMTP_IMAP_PROVIDER } from '@cible/core';
import type { EmailCredentials, LinkedinCredentials, MailServerCredentials, SmtpImapCredentialsBody } from '@cible/core';
import type { MailboxChecker } from '../../mail/check-mailbox';
import type { LocalTestMailbox } from '../../mail/local-test-mailbox';
import type { MailboxSmtpServer, MailServerLogin } from '../../mail/mail-server-login';
import { OauthGrantError } from '../../mail/oauth-provider-client';
import type { MailboxProvider } from '../../db/schema-connections';
import type { AuthContext } from '../../security/auth-context';
import type { SecretBox } from '../../security/secret-box';
import type { Notifier } from '../notifications/notifier';
import { toEmailCredentials, toLinkedinCredentials } from './connections-repository';
import type { ConnectionRecord, ConnectionsRepository } from './connections-repository';
import type { MailboxConnector } from './mailbox-connector';
import { openMailboxSecret, sealMailboxSecret } from './mailbox-secret';
import type { MailboxCredentialsRepository, MailboxSettings, StoredMailboxCredentials, StoredMailServer } from './mailbox-credentials-repository';
import { callerOf } from './mailbox-owner';
import type { MailboxOwnerOf } from './mailbox-owner';
import type { OauthMailboxTokens } from './oauth-mailbox-tokens';
import type { UsersRepository } from '../users/users-repository';

export interface ConnectionsServiceDependencies {
  readonly repository: ConnectionsRepository;
  /** The users (the local test mailbox takes its owner's address and name). */
  readonly users: Pick<UsersRepository, 'findUser'>;
  /** The owner of the mailbox a route names (sender rule, organisation). */
  readonly ownerOf: MailboxOwnerOf;
  /** Tells a user that his mailbox was disconnected by a colleague (notification type 9). */
  readonly notifier: Pick<Notifier, 'notify'>;
  /** Connected mailboxes: storage, the check against the servers, the key, the connector, the OAuth tokens. */
  readonly mailbox: {
    readonly credentials: MailboxCredentialsRepository;
    readonly checker: MailboxChecker;
    readonly secrets: SecretBox;
    readonly connect: MailboxConnector;
    readonly oauthTokens: Pick<OauthMailboxTokens, 'validAccessToken'>;
    /** The local test mailbox of the embedded default (ADR 022): whether it is offered, where it sends. */
    readonly localTest: LocalTestMailbox;
  };
}

/**
 * A stored mailbox opened for sending: its servers with their passwords (SMTP + IMAP credentials) or with a valid
 * OAuth access token (Google, Microsoft: XOAUTH2). A local test mailbox (provider `local_test`, ADR 022) sends through
 * the catcher without login and has no IMAP server: its mails are read through `LocalTestMailbox.messagesOf`.
 */
export interface OpenedMailbox {
  readonly provider: MailboxProvider;
  readonly email: string;
  readonly displayName: string | null;
  readonly smtp: MailboxSmtpServer;
  readonly imap: MailServerLogin | null;
}

/** The sealed part of a mailbox connected with SMTP + IMAP credentials: its two passwords (JSON, then sealed). */
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
  /** Whether this server offers the local test mailbox (its SMTP catcher runs and the development mailbox is on). */
  localTestMailbox(): { available: boolean };
  /**
   * Connects the mailbox of `userId` to the local test mailbox (ADR 022): his own address, no server nor password
   * stored; same rules, transaction and notification as {@link connectSmtpImap}. Not offered: 409
   * MAILBOX.LOCAL_TEST_UNAVAILABLE.
   */
  connectLocalTest(auth: AuthContext, userId: number): Promise<EmailCredentials>;
  /**
   * The mailbox of `userId` stopped authenticating (the sender's SMTP or IMAP login failed): marks it disconnected,
   * keeps why, and notifies its owner (`mail_account_disconnected`) once. `false` when it was not connected.
   */
  markMailboxDisconnected(userId: number, reason: string): Promise<boolean>;
  /**
   * The stored mailbox of `userId` with its passwords or a valid OAuth access token (renewed when it expires within 5
   * minutes), for sending; `null` when none is stored. A refresh token the provider refuses marks the mailbox
   * disconnected (its owner is notified) and throws MAILBOX.NOT_CONNECTED. A local test mailbox on a server that no
   * longer offers it (restarted with SMTP_URL) is marked disconnected (notified) and throws 409 MAILBOX.NOT_CONNECTED.
   * Throws `SecretBoxError` (never garbage) when the server key is not the one that sealed them.
   */
  openMailbox(userId: number): Promise<OpenedMailbox | null>;
}

const withoutPassword = ({ host, port, security, user }: MailServerCredentials): StoredMailServer => ({ host, port, security, user });

/** Whether stored settings name servers (SMTP + IMAP) rather than none (the local test mailbox's `{}`). */
const hasServers = (settings: StoredMailboxCredentials['settings']): settings is MailboxSettings => 'smtp' in settings;

/**
 * Use cases of the connections overview (docs/api.md "Connections"). The mailbox routes name a user: the caller
 * himself, or a colleague whose mailbox core's sender rule lets the caller manage (`MailboxOwnerOf`). LinkedIn acts on
 * the caller only. A disconnection keeps the account info (status 'disconnected') and is idempotent; never connected
 * → `{ status: 'disconnected', account_infos: null }`. A connected mailbox disconnected by a colleague notifies its
 * owner (`mail_account_disconnected`, core's wording: no longer synchronised, reconnect from the profile); the owner
 * disconnecting his own mailbox is not notified.
 */
export function createConnectionsService({ repository, users, ownerOf: mailboxOwner, notifier, mailbox }: ConnectionsServiceDependencies): ConnectionsService {
  /** Tells the owner his mailbox is no longer synchronised (notification type 9, naming its address when known). */
  const notifyDisconnected = (userId: number, disconnected: ConnectionRecord) =>
    notifier.notify(userId, 'mail_account_disconnected', disconnected.email === null ? {} : { email: disconnected.email });

  const markMailboxDisconnected = async (userId: number, reason: string): Promise<boolean> => {
    const disconnected = await mailbox.credentials.markDisconnected(userId, reason);
    if (disconnected === null) return false;
    await notifyDisconnected(userId, disconnected);
    return true;
  };

  /** A valid access token of an OAuth mailbox; a refused refresh token disconnects the mailbox (its owner is told). */
  const accessTokenOf = async (userId: number): Promise<string | null> => {
    try {
      return await mailbox.oauthTokens.validAccessToken(userId);
    } catch (error) {
      if (!(error instanceof OauthGrantError)) throw error;
      if (error.reason === 'invalid_grant') {
        await markMailboxDisconnected(userId, 'OAuth refresh token refused by the provider (invalid_grant)');
        throw new DomainFailure('MAILBOX.NOT_CONNECTED', 'The provider no longer accepts this mailbox’s authorisation: connect it again.');
      }
      throw new DomainFailure('MAILBOX.OAUTH_EXCHANGE_FAILED', error.message, { details: { reason: error.reason, step: 'refresh' } });
    }
  };

  /** A local test mailbox sends through the catcher running now (its port is never stored); gone: lost (ADR 022). */
  const openLocalTest = async (stored: StoredMailboxCredentials): Promise<OpenedMailbox> => {
    const server = mailbox.localTest.smtpServer();
    if (server === null) {
      await markMailboxDisconnected(stored.userId, 'The local test mailbox is not offered by this server any more (SMTP_URL set or development mailbox off).');
      throw new DomainFailure('MAILBOX.NOT_CONNECTED', 'The local test mailbox is not available on this server any more: connect a mailbox.');
    }
    return {
      provider: stored.provider,
      email: stored.email,
      displayName: stored.displayName,
      smtp: { host: server.host, port: server.port, security: 'none', user: null },
      imap: null,
    };
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
      if (owner.userId !== auth.user.id && disconnected !== null) await notifyDisconnected(owner.userId, disconnected);
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
      return mailbox.connect(owner, {
        provider: SMTP_IMAP_PROVIDER,
        email: body.email,
        displayName: body.display_name?.trim() || null,
        settings,
        ...sealMailboxSecret(mailbox.secrets, passwords),
      });
    },
    localTestMailbox() {
      return { available: mailbox.localTest.available };
    },
    async connectLocalTest(auth, userId) {
      const owner = await mailboxOwner(auth, userId);
      if (!mailbox.localTest.available) {
        throw new DomainFailure(LOCAL_TEST_UNAVAILABLE_CODE, 'This server offers no local test mailbox (SMTP_URL is set or the development mailbox is off).');
      }
      const user = await users.findUser({ organizationId: owner.organizationId }, owner.userId);
      if (user === null) throw new DomainFailure('NOT_FOUND', 'No such user.');
      // Nothing to keep: the catcher's address is read at each send, and it takes no password.
      return mailbox.connect(owner, {
        provider: LOCAL_TEST_PROVIDER,
        email: user.email,
        displayName: `${user.firstName} ${user.lastName}`.trim() || null,
        settings: {},
        secret: Buffer.alloc(0),
        keyId: '',
      });
    },
    markMailboxDisconnected,
    async openMailbox(userId) {
      const stored = await mailbox.credentials.find(userId);
      if (stored === null) return null;
      if (stored.provider === LOCAL_TEST_PROVIDER) return openLocalTest(stored);
      const { settings } = stored;
      if (!hasServers(settings)) throw new Error(`The ${stored.provider} mailbox of user ${userId} names no servers.`);
      if (isMailboxOauthProvider(stored.provider)) {
        const accessToken = await accessTokenOf(userId);
        if (accessToken === null) return null;
        const { smtp, imap } = settings;
        return { provider: stored.provider, email: stored.email, displayName: stored.displayName, smtp: { ...smtp, accessToken }, imap: { ...imap, accessToken } };
      }
      const passwords = openMailboxSecret<MailboxPasswords>(mailbox.secrets, stored);
      return {
        provider: stored.provider,
        email: stored.email,
        displayName: stored.displayName,
        smtp: { ...settings.smtp, password: passwords.smtp },
        imap: { ...settings.imap, password: passwords.imap },
      };
    },
  };
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { EmailConnectionGateway, EmailCredentials, MailboxOauthProvider } from '@cible/core';
import { connectFailureOf, type ConnectFailure } from './connectFailureOf';

/** What the provider sent back to the page (its search params): a code and the state, or an error. */
export interface OauthCallback {
  readonly code?: string | undefined;
  readonly state?: string | undefined;
  readonly error?: string | undefined;
}

/** The connection the browser left for: whose mailbox (the state alone does not say it to the page). */
export interface PendingOauth {
  readonly userId: number;
  readonly provider: MailboxOauthProvider;
}

/** The browser's side of the OAuth round trip. */
export interface OauthNavigation {
  /** The page the provider sends the user back to (this page, same origin as the app). */
  readonly returnUrl: string;
  /** Leaves for the provider's authorize page. */
  go(url: string): void;
  /** Keeps whose connection it is until the provider sends the user back (sessionStorage). */
  remember(pending: PendingOauth): void;
  /** The pending connection, forgotten as it is read. */
  takePending(): PendingOauth | null;
  /** Removes `code`, `state` and `error` from the address bar (a reload must not send them again). */
  cleanCallbackUrl(): void;
}

/**
 * The "Se connecter avec Google / Microsoft" part of /personal-space/email-connection (docs/adr/021-oauth-mailbox.md):
 * the configured providers (GET /v1/email/oauth-providers; none: no buttons), leaving for the provider's authorize URL
 * (oauth-url, or -for-other-user for a colleague's mailbox), and finishing when the provider sends the user back with
 * `code` and `state` (oauth-create-access-token or its -for-other-user variant, chosen by the remembered user).
 */
export class MailboxOauthViewModel {
  providers: MailboxOauthProvider[] = [];
  /** The provider whose authorize URL is being asked (its button shows progress). */
  leavingFor: MailboxOauthProvider | null = null;
  /** The code is being exchanged and the mailbox checked (several seconds). */
  isFinishing = false;
  failure: ConnectFailure | null = null;
  /** The user whose mailbox the last return from the provider was for (the caller, or a managed colleague). */
  finishedFor: number | null = null;

  constructor(
    private readonly gateway: EmailConnectionGateway,
    private readonly navigation: OauthNavigation,
  ) {
    makeAutoObservable<this, 'gateway' | 'navigation'>(this, { gateway: false, navigation: false }, { autoBind: true });
  }

  /** The configured providers; a failure leaves none (the SMTP + IMAP form stays). */
  async loadProviders(): Promise<void> {
    try {
      const { provider_list } = await this.gateway.getOauthProviders();
      runInAction(() => {
        this.providers = provider_list;
      });
    } catch {
      runInAction(() => {
        this.providers = [];
      });
    }
  }

  /** Asks the provider's authorize URL for the mailbox of `userId` (the caller: `ownUserId`) and goes there. */
  async start(provider: MailboxOauthProvider, userId: number, ownUserId: number): Promise<void> {
    if (this.leavingFor !== null || this.isFinishing) return;
    this.leavingFor = provider;
    this.failure = null;
    const query = { redirect_uri: this.navigation.returnUrl, provider };
    try {
      const { url } =
        userId === ownUserId
          ? await this.gateway.getOauthUrl({ query })
          : await this.gateway.getOauthUrlForOtherUser({ query: { ...query, user_id: userId } });
      this.navigation.remember({ userId, provider });
      this.navigation.go(url);
    } catch (error) {
      runInAction(() => {
        this.failure = connectFailureOf(error);
        this.leavingFor = null;
      });
    }
  }

  /** Whether the page was opened by the provider's redirect. */
  isCallback(callback: OauthCallback): boolean {
    return callback.error !== undefined || (callback.code !== undefined && callback.state !== undefined);
  }

  /**
   * Finishes the connection the provider sent the user back for; answers the connected mailbox, or `null` with
   * `failure` set (refused at the provider, state expired or used, code refused, mailbox check failed).
   */
  async finish(callback: OauthCallback, ownUserId: number): Promise<EmailCredentials | null> {
    this.navigation.cleanCallbackUrl();
    const pending = this.navigation.takePending();
    this.finishedFor = pending?.userId ?? ownUserId;
    const { code, state } = callback;
    if (callback.error !== undefined || code === undefined || state === undefined) {
      this.failure = 'denied';
      return null;
    }
    this.isFinishing = true;
    this.failure = null;
    try {
      const userId = pending?.userId ?? ownUserId;
      return userId === ownUserId
        ? await this.gateway.createOauthAccessToken({ body: { code, state } })
        : await this.gateway.createOauthAccessTokenForOtherUser({ body: { code, state, user_id: userId } });
    } catch (error) {
      runInAction(() => {
        this.failure = connectFailureOf(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.isFinishing = false;
      });
    }
  }
}

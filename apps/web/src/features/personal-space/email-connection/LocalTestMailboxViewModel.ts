import { makeAutoObservable, runInAction } from 'mobx';
import { DEV_MAILBOX_PATH, isHttpFailure, LOCAL_TEST_UNAVAILABLE_CODE } from '@cible/core';
import type { EmailConnectionGateway, EmailCredentials } from '@cible/core';
import type { EmailConnectionSession } from './EmailConnectionViewModel';

/** Why "use the local test mailbox" failed (the i18n keys under `emailConnection.localTest.failure`). */
export type LocalTestMailboxFailure = 'unavailable' | 'forbidden' | 'generic';

/** The calls of the card: is the local test mailbox offered, connect to it. */
export type LocalTestMailboxGateway = Pick<EmailConnectionGateway, 'getLocalTestMailbox' | 'createLocalTestCredentials'>;

/**
 * The "Boîte de test locale" card of /personal-space/email-connection (docs/adr/022-local-test-mailbox.md): asks the
 * API whether it offers the local test mailbox (GET /v1/email/local-test: only the embedded default without SMTP_URL,
 * on a loopback HOST), and connects the user's mailbox to it (POST /v1/email/local-test/credentials/{user}); the page
 * then shows the connected mailbox (`onConnected`). Its mails are read in the development mailbox (`devMailboxUrl`).
 */
export class LocalTestMailboxViewModel {
  /** Offered by this server; false until known, and when the question fails (the card then stays hidden). */
  available = false;
  isConnecting = false;
  failure: LocalTestMailboxFailure | null = null;
  /** The development mailbox, served by the API at the page's own origin. */
  readonly devMailboxUrl = DEV_MAILBOX_PATH;

  constructor(
    private readonly gateway: LocalTestMailboxGateway,
    private readonly session: EmailConnectionSession,
    private readonly onConnected: (credentials: EmailCredentials) => void,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'onConnected'>(this, { gateway: false, session: false, onConnected: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const { available } = await this.gateway.getLocalTestMailbox();
      runInAction(() => {
        this.available = available;
      });
    } catch {
      runInAction(() => {
        this.available = false;
      });
    }
  }

  /** Connects the user's mailbox to the local test mailbox; a server that stopped offering it hides the card. */
  async connect(): Promise<void> {
    const userId = this.session.user?.id;
    if (this.isConnecting || userId === undefined) return;
    this.isConnecting = true;
    this.failure = null;
    try {
      const credentials = await this.gateway.createLocalTestCredentials({ params: { user: userId } });
      this.onConnected(credentials);
    } catch (error) {
      runInAction(() => {
        this.failure = failureOf(error);
        if (this.failure === 'unavailable') this.available = false;
      });
    } finally {
      runInAction(() => {
        this.isConnecting = false;
      });
    }
  }
}

function failureOf(error: unknown): LocalTestMailboxFailure {
  if (!isHttpFailure(error) || error.kind !== 'api') return 'generic';
  if (error.error.code === LOCAL_TEST_UNAVAILABLE_CODE) return 'unavailable';
  if (error.status === 403 || error.status === 404) return 'forbidden';
  return 'generic';
}

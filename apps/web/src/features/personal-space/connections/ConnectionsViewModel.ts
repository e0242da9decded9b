import { makeAutoObservable, runInAction } from 'mobx';
import { can, formatDateFr, notificationTypeId, notificationWording } from '@cible/core';
import type { Ability, Clock, EmailConnectionGateway, EmailCredentials, LinkedinCredentials, LinkedinGateway, User, Text } from '@cible/core';

/** What the connections page reads of the session: the connected user and his rights. */
export interface ConnectionsSession {
  readonly user: User | null;
  readonly ability: Ability | null;
}

/**
 * What the page tells the user after a disconnection (the spec's toasts: docs/rules/session-formatting-validation.md
 * "Generic toasts").
 */
export interface ConnectionsEffects {
  disconnected(): void;
  disconnectFailed(): void;
}

export type ConnectionsStatus = 'loading' | 'ready' | 'error';
export type ConnectionKind = 'mailbox' | 'linkedin';
/** connected; `lost`: disconnected with a known account (synchronisation lost or ended); `never`: never connected. */
export type ConnectionState = 'connected' | 'lost' | 'never';

/** One card of the overview, ready to show. */
export interface ConnectionCard {
  readonly kind: ConnectionKind;
  readonly state: ConnectionState;
  /** The mailbox address, or the LinkedIn profile name (the account id when the name is unknown). */
  readonly account: string | null;
  /** Mailbox provider (google, microsoft…), as the API gives it. */
  readonly provider: string | null;
  readonly profileUrl: string | null;
  /** Connected since, DD/MM/YYYY in the user's zone. */
  readonly connectedSince: string | null;
  /** Disconnected on, DD/MM/YYYY (lost only). */
  readonly disconnectedOn: string | null;
  /**
   * Core's wording of a lost synchronisation (`notificationWording`, docs/rules/notifications.md "Wording"): the user
   * is asked to reconnect.
   */
  readonly lostWording: Text | null;
}

/**
 * The connections overview (/personal-space/connections; docs/web-shell.md "Connections overview",
 * docs/adr/007-connections-overview.md): loads the caller's mailbox credentials and, when core's matrix lets him read
 * the beta LinkedIn connection (alpha and beta testers), his LinkedIn credentials; "Déconnecter" asks for a
 * confirmation, then DELETEs the mailbox credentials or POSTs the LinkedIn disconnection and reloads that connection.
 * Connecting a mailbox is linked to /personal-space/email-connection (ADR 017); LinkedIn is not connectable yet.
 */
export class ConnectionsViewModel {
  status: ConnectionsStatus = 'loading';
  mailbox: EmailCredentials | null = null;
  linkedin: LinkedinCredentials | null = null;
  /** The connection whose disconnection waits for confirmation (the dialog is open). */
  confirming: ConnectionKind | null = null;
  isDisconnecting = false;

  constructor(
    private readonly emailConnection: EmailConnectionGateway,
    private readonly linkedinConnection: LinkedinGateway,
    private readonly session: ConnectionsSession,
    private readonly clock: Clock,
    private readonly effects: ConnectionsEffects,
  ) {
    makeAutoObservable<this, 'emailConnection' | 'linkedinConnection' | 'session' | 'clock' | 'effects'>(
      this,
      { emailConnection: false, linkedinConnection: false, session: false, clock: false, effects: false },
      { autoBind: true },
    );
  }

  /** The LinkedIn card is shown to users who may read core's beta subject PERSONAL_SPACE_LINKEDIN_CONNECTION. */
  get showsLinkedin(): boolean {
    const ability = this.session.ability;
    return ability !== null && can(ability, 'read', 'PERSONAL_SPACE_LINKEDIN_CONNECTION');
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const userId = this.session.user?.id;
    if (userId === undefined) {
      this.status = 'error';
      return;
    }
    try {
      const [mailbox, linkedin] = await Promise.all([
        this.emailConnection.getEmailCredentials({ params: { user: userId } }),
        this.showsLinkedin ? this.linkedinConnection.getLinkedinCredentials() : Promise.resolve(null),
      ]);
      runInAction(() => {
        this.mailbox = mailbox;
        this.linkedin = linkedin;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** The cards in page order: the mailbox, then LinkedIn when shown. */
  get cards(): ConnectionCard[] {
    if (this.status !== 'ready') return [];
    const cards = [this.mailboxCard()];
    if (this.showsLinkedin) cards.push(this.linkedinCard());
    return cards;
  }

  requestDisconnect(kind: ConnectionKind): void {
    if (this.isDisconnecting) return;
    this.confirming = kind;
  }

  cancelDisconnect(): void {
    if (!this.isDisconnecting) this.confirming = null;
  }

  /** Disconnects the connection being confirmed, then reloads it: success toast, or error toast and nothing changed. */
  async confirmDisconnect(): Promise<void> {
    const kind = this.confirming;
    const userId = this.session.user?.id;
    if (kind === null || userId === undefined || this.isDisconnecting) return;
    this.isDisconnecting = true;
    try {
      if (kind === 'mailbox') {
        await this.emailConnection.deleteEmailCredentials({ params: { user: userId } });
        const mailbox = await this.emailConnection.getEmailCredentials({ params: { user: userId } });
        runInAction(() => {
          this.mailbox = mailbox;
        });
      } else {
        await this.linkedinConnection.disconnectLinkedin();
        const linkedin = await this.linkedinConnection.getLinkedinCredentials();
        runInAction(() => {
          this.linkedin = linkedin;
        });
      }
      this.effects.disconnected();
    } catch {
      this.effects.disconnectFailed();
    } finally {
      runInAction(() => {
        this.isDisconnecting = false;
        this.confirming = null;
      });
    }
  }

  private stateOf(credentials: EmailCredentials | LinkedinCredentials | null): ConnectionState {
    if (credentials?.account_infos == null) return 'never';
    return credentials.status === 'connected' ? 'connected' : 'lost';
  }

  private dateOf(value: string | null | undefined): string | null {
    return value ? formatDateFr(value, this.clock.zone) || null : null;
  }

  private mailboxCard(): ConnectionCard {
    const infos = this.mailbox?.account_infos ?? null;
    const state = this.stateOf(this.mailbox);
    return {
      kind: 'mailbox',
      state,
      account: infos?.email ?? null,
      provider: infos?.provider ?? null,
      profileUrl: null,
      connectedSince: this.dateOf(infos?.connected_at),
      disconnectedOn: state === 'lost' ? this.dateOf(infos?.disconnected_at) : null,
      lostWording: state === 'lost' ? notificationWording(notificationTypeId('mail_account_disconnected'), { email: infos?.email ?? null }) : null,
    };
  }

  private linkedinCard(): ConnectionCard {
    const infos = this.linkedin?.account_infos ?? null;
    const state = this.stateOf(this.linkedin);
    return {
      kind: 'linkedin',
      state,
      account: infos === null ? null : (infos.name ?? infos.account_id),
      provider: null,
      profileUrl: infos?.profile_url ?? null,
      connectedSince: this.dateOf(infos?.connected_at),
      disconnectedOn: state === 'lost' ? this.dateOf(infos?.disconnected_at) : null,
      lostWording: state === 'lost' ? notificationWording(notificationTypeId('linkedin_disconnected'), {}) : null,
    };
  }
}

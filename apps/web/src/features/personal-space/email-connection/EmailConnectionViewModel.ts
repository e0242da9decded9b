import { makeAutoObservable, runInAction } from 'mobx';
import { canManageSenderMailbox, DEV_MAILBOX_PATH, formatDateFr, LOCAL_TEST_PROVIDER, SmtpImapCredentialsBodySchema } from '@cible/core';
import type {
  Clock,
  Colleague,
  EmailConnectionGateway,
  EmailCredentials,
  MailboxOauthProvider,
  MailSecurity,
  SmtpImapCredentialsBody,
} from '@cible/core';
import { actingOwners, type ActingOwner, type ActingUser } from '../../session/actingOwners';
import { connectFailureOf, type ConnectFailure } from './connectFailureOf';
import type { MailboxOauthViewModel, OauthCallback } from './MailboxOauthViewModel';

/** What the page reads of the session: the connected user, and his colleagues (whose mailbox he may manage). */
export interface EmailConnectionSession {
  readonly user: ActingUser | null;
  readonly colleagues?: readonly Colleague[];
}

/** A user whose mailbox the page may show: the signed-in user, or a colleague he manages as a sender. */
export type MailboxOwner = ActingOwner;

/** What the page tells the user besides its own content (toasts). */
export interface EmailConnectionEffects {
  connected(): void;
  disconnected(): void;
  disconnectFailed(): void;
}

export type MailServerKind = 'smtp' | 'imap';
export type EmailConnectionStatus = 'loading' | 'ready' | 'error';

/** The form of one server; `port` as typed; `sameUser`: log in with the e-mail address ("same as e-mail"). */
export interface MailServerForm {
  host: string;
  port: string;
  security: MailSecurity;
  sameUser: boolean;
  user: string;
  password: string;
}

/** A field of the form that can be wrong. */
export type EmailConnectionField = 'email' | `${MailServerKind}.${'host' | 'port' | 'user' | 'password'}`;
/** Why a field is wrong (the i18n keys under `emailConnection.fieldError`). */
export type FieldError = 'required' | 'email' | 'host' | 'port' | 'invalid';

/** The usual port of each security mode (SMTP: 465 TLS, 587 STARTTLS, 25 plain; IMAP: 993 TLS, 143 otherwise). */
export const DEFAULT_PORTS: Readonly<Record<MailServerKind, Readonly<Record<MailSecurity, number>>>> = {
  smtp: { tls: 465, starttls: 587, none: 25 },
  imap: { tls: 993, starttls: 143, none: 143 },
};

const newServer = (kind: MailServerKind): MailServerForm => ({
  host: '',
  port: String(DEFAULT_PORTS[kind].tls),
  security: 'tls',
  sameUser: true,
  user: '',
  password: '',
});

/** The providers the page names in words (`emailConnection.provider.*`); any other shows as the API names it. */
export const NAMED_PROVIDERS = ['smtp_imap', 'local_test', 'google', 'microsoft'] as const;
export type NamedProvider = (typeof NAMED_PROVIDERS)[number];
/** How the connected mailbox's provider shows: a named one (its i18n key), or the API's word. */
export type ProviderLabel = { readonly named: NamedProvider } | { readonly raw: string };

const isNamedProvider = (provider: string): provider is NamedProvider => (NAMED_PROVIDERS as readonly string[]).includes(provider);

/** An integer port as typed, else NaN (so that the schema refuses it). */
const portOf = (text: string): number => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * /personal-space/email-connection (docs/adr/017-smtp-imap-mailbox.md, 021-oauth-mailbox.md): loads the user's
 * mailbox connection; when none is connected, a form (address, display name, SMTP and IMAP servers with TLS defaults
 * 465 / 993 and "same as e-mail" logins) checked with core's schema, then sent to POST /v1/email/smtp-imap/credentials/{user}, which checks both
 * servers (several seconds: `isChecking`) and answers a MAILBOX code naming the failing step; when connected, the
 * account and "Déconnecter" (confirmed, then DELETE). With an OAuth provider configured, "Se connecter avec Google /
 * Microsoft" (`oauth`) beside the form.
 */
export class EmailConnectionViewModel {
  status: EmailConnectionStatus = 'loading';
  credentials: EmailCredentials | null = null;
  email = '';
  displayName = '';
  smtp: MailServerForm = newServer('smtp');
  imap: MailServerForm = newServer('imap');
  /** The form was sent once: field errors show from then on. */
  submitted = false;
  isChecking = false;
  failure: ConnectFailure | null = null;
  confirmingDisconnect = false;
  isDisconnecting = false;
  /** The colleague whose mailbox the page shows; null: the signed-in user's own. */
  ownerId: number | null = null;

  constructor(
    private readonly gateway: EmailConnectionGateway,
    private readonly session: EmailConnectionSession,
    private readonly clock: Clock,
    private readonly effects: EmailConnectionEffects,
    /** The "Se connecter avec Google / Microsoft" part (ADR 021). */
    readonly oauth: MailboxOauthViewModel,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'clock' | 'effects'>(
      this,
      { gateway: false, session: false, clock: false, effects: false, oauth: false },
      { autoBind: true },
    );
  }

  /**
   * Loads the connection and the OAuth providers; opened by a provider's redirect (`callback` with a code and a state,
   * or an error), finishes that connection first (the progress shows meanwhile), then shows the result.
   */
  async load(callback: OauthCallback = {}): Promise<void> {
    const selfId = this.session.user?.id;
    this.status = 'loading';
    if (selfId === undefined) {
      this.status = 'error';
      return;
    }
    const providers = this.oauth.loadProviders();
    if (this.oauth.isCallback(callback)) {
      this.status = 'ready';
      const finished = await this.oauth.finish(callback, selfId);
      // A colleague's mailbox connected by the manager: the page shows that colleague's.
      runInAction(() => {
        this.ownerId = this.owners.some((owner) => owner.id === this.oauth.finishedFor && !owner.isSelf) ? this.oauth.finishedFor : null;
      });
      if (finished !== null) this.effects.connected();
    }
    const userId = this.targetId ?? selfId;
    try {
      const [credentials] = await Promise.all([this.gateway.getEmailCredentials({ params: { user: userId } }), providers]);
      runInAction(() => {
        this.credentials = credentials;
        if (this.email === '' && credentials.account_infos === null && this.ownerId === null) this.email = this.session.user?.email ?? '';
        if (this.email === '' && credentials.account_infos !== null) this.email = credentials.account_infos.email;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** Whose mailbox is shown: the chosen colleague, else the signed-in user (undefined when nobody is signed in). */
  get targetId(): number | undefined {
    return this.ownerId ?? this.session.user?.id;
  }

  /**
   * The signed-in user first, then the colleagues whose mailbox core's sender rule lets him manage
   * (`canManageSenderMailbox`: marketing and sales and marketing → sender licences; smart campaign v2 → sender v2), by name.
   */
  get owners(): readonly MailboxOwner[] {
    return actingOwners(this.session.user, this.session.colleagues ?? [], (caller, colleague) => canManageSenderMailbox(caller, colleague, false));
  }

  /** Whether the user manages colleagues' mailboxes (the owner picker shows). */
  get actsForOthers(): boolean {
    return this.owners.length > 1;
  }

  /** Whether the page shows the signed-in user's own mailbox. */
  get isOwnMailbox(): boolean {
    return this.ownerId === null;
  }

  /** Shows the mailbox of another owner (one of `owners`): the form starts empty, the connection is loaded. */
  async chooseOwner(id: number): Promise<void> {
    const owner = this.owners.find((candidate) => candidate.id === id);
    if (owner === undefined || this.isChecking || this.isDisconnecting) return;
    this.ownerId = owner.isSelf ? null : owner.id;
    this.credentials = null;
    this.email = '';
    this.displayName = '';
    this.smtp = newServer('smtp');
    this.imap = newServer('imap');
    this.submitted = false;
    this.failure = null;
    this.confirmingDisconnect = false;
    await this.load();
  }

  get isConnected(): boolean {
    return this.credentials?.status === 'connected' && this.credentials.account_infos !== null;
  }

  /** The account of a connection that was lost (shown above the form, which reconnects it). */
  get lostAccount(): string | null {
    return this.credentials?.status === 'disconnected' ? (this.credentials.account_infos?.email ?? null) : null;
  }

  get connectedAccount(): string | null {
    return this.isConnected ? (this.credentials?.account_infos?.email ?? null) : null;
  }

  /** Connected since, DD/MM/YYYY in the user's zone. */
  get connectedSince(): string | null {
    const at = this.isConnected ? this.credentials?.account_infos?.connected_at : null;
    return at ? formatDateFr(at, this.clock.zone) || null : null;
  }

  /** The connected mailbox's provider, for the connected card. */
  get connectedProvider(): ProviderLabel | null {
    const provider = this.isConnected ? this.credentials?.account_infos?.provider : null;
    if (!provider) return null;
    return isNamedProvider(provider) ? { named: provider } : { raw: provider };
  }

  /** Where a mailbox connected to the local test mailbox reads its mails (the development mailbox); else null. */
  get localTestMailboxUrl(): string | null {
    return this.isConnected && this.credentials?.account_infos?.provider === LOCAL_TEST_PROVIDER ? DEV_MAILBOX_PATH : null;
  }

  /** A connection made by another part of the page (the local test mailbox card): shown connected, told with a toast. */
  connectedWith(credentials: EmailCredentials): void {
    this.credentials = credentials;
    this.effects.connected();
  }

  /** The host a server probably has, from the address's domain (the field's placeholder). */
  suggestedHost(kind: MailServerKind): string {
    const domain = this.email.split('@')[1]?.trim();
    return `${kind}.${domain && domain.includes('.') ? domain : 'exemple.fr'}`;
  }

  setEmail(value: string): void {
    this.email = value;
    this.failure = null;
  }

  setDisplayName(value: string): void {
    this.displayName = value;
  }

  setServerField(kind: MailServerKind, field: 'host' | 'port' | 'user' | 'password', value: string): void {
    this[kind][field] = value;
    this.failure = null;
  }

  setSameUser(kind: MailServerKind, same: boolean): void {
    this[kind].sameUser = same;
    if (!same && this[kind].user === '') this[kind].user = this.email;
    this.failure = null;
  }

  /** Changes the security mode; a port still at the previous mode's usual value follows to the new mode's. */
  setSecurity(kind: MailServerKind, security: MailSecurity): void {
    const server = this[kind];
    if (portOf(server.port) === DEFAULT_PORTS[kind][server.security]) server.port = String(DEFAULT_PORTS[kind][security]);
    server.security = security;
    this.failure = null;
  }

  /** The request body as the form stands (logins "same as e-mail" take the address). */
  get body(): SmtpImapCredentialsBody {
    const server = (kind: MailServerKind) => {
      const form = this[kind];
      return { host: form.host.trim(), port: portOf(form.port), security: form.security, user: form.sameUser ? this.email.trim() : form.user, password: form.password };
    };
    const displayName = this.displayName.trim();
    return { email: this.email.trim(), ...(displayName === '' ? {} : { display_name: displayName }), smtp: server('smtp'), imap: server('imap') };
  }

  /** Every wrong field of the form, by core's schema (the API checks the same). */
  get fieldErrors(): Partial<Record<EmailConnectionField, FieldError>> {
    const body = this.body;
    const parsed = SmtpImapCredentialsBodySchema.safeParse(body);
    if (parsed.success) return {};
    const errors: Partial<Record<EmailConnectionField, FieldError>> = {};
    for (const issue of parsed.error.issues) {
      const [part, name] = issue.path;
      if (part === 'email') {
        errors.email ??= body.email === '' ? 'required' : 'email';
      } else if ((part === 'smtp' || part === 'imap') && (name === 'host' || name === 'port' || name === 'user' || name === 'password')) {
        const typed = name === 'port' ? this[part].port.trim() : body[part][name];
        const kind: FieldError = typed === '' ? 'required' : name === 'host' ? 'host' : name === 'port' ? 'port' : 'invalid';
        // A login "same as e-mail" is the address: its error shows on the address.
        if (name === 'user' && this[part].sameUser) errors.email ??= kind === 'required' ? 'required' : 'email';
        else errors[`${part}.${name}`] ??= kind;
      }
    }
    return errors;
  }

  /** The error to show on a field (after the first submit only). */
  errorOf(field: EmailConnectionField): FieldError | null {
    return this.submitted ? (this.fieldErrors[field] ?? null) : null;
  }

  /** Leaves for the provider's authorize page to connect the mailbox shown (the user's own or a managed colleague's). */
  async connectWith(provider: MailboxOauthProvider): Promise<void> {
    const selfId = this.session.user?.id;
    const userId = this.targetId;
    if (selfId !== undefined && userId !== undefined) await this.oauth.start(provider, userId, selfId);
  }

  /** Checks the form, then asks the API to check both servers and connect; the failure names the step. */
  async submit(): Promise<void> {
    const userId = this.targetId;
    if (this.isChecking || userId === undefined) return;
    this.submitted = true;
    this.failure = null;
    if (Object.keys(this.fieldErrors).length > 0) return;
    this.isChecking = true;
    try {
      const credentials = await this.gateway.createSmtpImapCredentials({ params: { user: userId }, body: this.body });
      runInAction(() => {
        this.credentials = credentials;
        this.smtp.password = '';
        this.imap.password = '';
        this.submitted = false;
      });
      this.effects.connected();
    } catch (error) {
      runInAction(() => {
        this.failure = connectFailureOf(error);
      });
    } finally {
      runInAction(() => {
        this.isChecking = false;
      });
    }
  }

  requestDisconnect(): void {
    if (!this.isDisconnecting) this.confirmingDisconnect = true;
  }

  cancelDisconnect(): void {
    if (!this.isDisconnecting) this.confirmingDisconnect = false;
  }

  /** Disconnects (DELETE), then reloads the connection: the form shows again. */
  async confirmDisconnect(): Promise<void> {
    const userId = this.targetId;
    if (userId === undefined || this.isDisconnecting) return;
    this.isDisconnecting = true;
    try {
      await this.gateway.deleteEmailCredentials({ params: { user: userId } });
      const credentials = await this.gateway.getEmailCredentials({ params: { user: userId } });
      runInAction(() => {
        this.credentials = credentials;
      });
      this.effects.disconnected();
    } catch {
      this.effects.disconnectFailed();
    } finally {
      runInAction(() => {
        this.isDisconnecting = false;
        this.confirmingDisconnect = false;
      });
    }
  }
}

/**
 * One simulated user of the load bench: logged in once, then, until the recorder's window ends, picks an action of the
 * product (weights below), makes the API calls the web app makes for it, and thinks for a while. Only actions that
 * core's matrix allows the user's licence are drawn (so a refusal is an error, never part of the mix); cards answered
 * blurred (sales PME) are not opened further, as in the web app, and inquiries are asked only about what the user saw
 * unblurred (a contact's company included).
 */
import {
  abilityFor,
  AUTH_ENDPOINTS,
  BELL_UNSEEN_COUNT,
  buildEndpointPath,
  can,
  canRequestInquiry,
  COMPANY_PAGES_ENDPOINTS,
  COMPANY_PAGES_PAGE_SIZE,
  decodeJwtPayload,
  INQUIRIES_ENDPOINTS,
  isBlurredForUser,
  NOTIFICATIONS_ENDPOINTS,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_ENDPOINTS,
  QUICK_SEARCH_RESULT_COUNT,
  serializeEndpointQuery,
  USERS_ENDPOINTS,
} from '@cible/core';
import type { Ability, LicenceId, PermissionSubject, QueryStringValue } from '@cible/core';
import { Prng, WeightedPicker } from '../../apps/api/src/tools/data-generator/prng';
import type { LoadRecorder, RequestOutcome } from './load-recorder';

/** What the users type and open: drawn from the loaded data set. */
export interface LoadTargets {
  readonly companies: readonly { readonly id: number; readonly name: string }[];
  readonly contacts: readonly { readonly id: number; readonly firstName: string; readonly lastName: string }[];
}

export interface SimulatedUserSettings {
  readonly baseUrl: string;
  readonly recorder: LoadRecorder;
  readonly targets: LoadTargets;
  /** Pause between two actions, drawn uniformly in [min, max] ms. */
  readonly thinkMs: { readonly min: number; readonly max: number };
  readonly requestTimeoutMs: number;
  readonly seed: number;
}

interface Endpoint {
  readonly method: string;
  readonly path: string;
}

interface CallOptions {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, QueryStringValue>>;
  readonly body?: unknown;
}

interface Answer {
  readonly status: RequestOutcome['status'];
  // The bench reads a few fields of the answers; the server checks them against core's schemas.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

type ActionName = 'quickSearch' | 'quickSearchPage' | 'companyPage' | 'contactPage' | 'bell' | 'notificationsPage' | 'notificationSettings' | 'profile' | 'inquiries' | 'tokenRenewal';

/** The mix, in relative weights, and the subjects each action needs (core's matrix, read). */
const ACTIONS: readonly { readonly name: ActionName; readonly weight: number; readonly needs: readonly PermissionSubject[] }[] = [
  { name: 'quickSearch', weight: 30, needs: ['QUICK_SEARCH'] },
  { name: 'quickSearchPage', weight: 4, needs: ['QUICK_SEARCH', 'QUICK_SEARCH_ALL_RESULTS'] },
  { name: 'companyPage', weight: 18, needs: ['QUICK_SEARCH_COMPANIES', 'QUICK_SEARCH_CONTACTS', 'QUICK_SEARCH_NEWS'] },
  { name: 'contactPage', weight: 10, needs: ['QUICK_SEARCH_CONTACTS'] },
  { name: 'bell', weight: 12, needs: ['PERSONAL_SPACE_NOTIFICATIONS'] },
  { name: 'notificationsPage', weight: 6, needs: ['PERSONAL_SPACE_NOTIFICATIONS'] },
  { name: 'notificationSettings', weight: 4, needs: ['PERSONAL_SPACE_NOTIFICATIONS_SETTINGS'] },
  { name: 'profile', weight: 5, needs: ['PERSONAL_SPACE_PROFILE_AND_AI'] },
  { name: 'inquiries', weight: 6, needs: ['PERSONAL_SPACE_REQUESTS'] },
  { name: 'tokenRenewal', weight: 3, needs: [] },
];

/** Relative weights of the actions, for the report. */
export const LOAD_MIX: readonly string[] = ACTIONS.map((action) => `${action.name} ${action.weight}`);

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SimulatedUser {
  private readonly prng: Prng;
  private readonly ability: Ability;
  private readonly actions: WeightedPicker<ActionName>;
  private token = '';
  private userId = 0;
  /** The last company and contact shown unblurred (what an inquiry is asked about). */
  private lastCompany: { readonly id: number } | null = null;
  private lastContact: { readonly id: number; readonly companyId: number } | null = null;
  private contactsSeen: number[] = [];
  /** Whether core's blur rule applies to this licence (sales PME): an inquiry then needs a visible company too. */
  private readonly seesBlur: boolean;
  /** Companies whose page answered unblurred. */
  private readonly visibleCompanies = new Set<number>();

  constructor(
    private readonly email: string,
    private readonly password: string,
    licenceId: LicenceId,
    private readonly settings: SimulatedUserSettings,
  ) {
    this.prng = new Prng(settings.seed, email);
    this.seesBlur = isBlurredForUser(licenceId, { is_visible_pme: false });
    this.ability = abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false });
    this.actions = new WeightedPicker(
      ACTIONS.filter((action) => action.needs.every((subject) => can(this.ability, 'read', subject))).map((action) => [action.name, action.weight] as const),
    );
  }

  /** Logs in (once); resolves with the login's latency. */
  async logIn(): Promise<number> {
    const started = performance.now();
    const answer = await this.call(AUTH_ENDPOINTS.login, { body: { login: this.email, password: this.password } });
    if (answer.status !== 200) throw new Error(`login of ${this.email} answered ${answer.status}`);
    this.adoptToken(answer.body.jwt);
    return performance.now() - started;
  }

  /** Acts until the window ends: a first pause (spreads the users), then action, think, action… */
  async run(): Promise<void> {
    await sleep(this.prng.int(0, this.settings.thinkMs.max));
    while (!this.settings.recorder.finished) {
      await this[this.actions.pick(this.prng)]();
      await sleep(this.prng.int(this.settings.thinkMs.min, this.settings.thinkMs.max));
    }
  }

  // ── actions ─────────────────────────────────────────────────────────────────────────────────────────────────

  /** Types a company or person name in the header box: one search per pause in the typing, then opens a result. */
  private async quickSearch(): Promise<void> {
    const { companies, contacts } = this.settings.targets;
    const person = this.prng.chance(0.25) ? this.prng.pick(contacts) : null;
    let text = person ? `${person.firstName} ${person.lastName}` : this.prng.pick(companies).name;
    if (this.prng.chance(0.5)) text = stripAccents(text).toLowerCase();
    let length = Math.min(text.length, this.prng.int(3, 5));
    let answer: Answer;
    for (;;) {
      answer = await this.call(QUICK_SEARCH_ENDPOINTS.quickSearch, { query: { text: text.slice(0, length).trim(), limit: QUICK_SEARCH_RESULT_COUNT } });
      if (length >= text.length || this.prng.chance(0.35)) break;
      length = Math.min(text.length, length + this.prng.int(2, 6));
      await sleep(QUICK_SEARCH_DEBOUNCE_MS + this.prng.int(0, 700));
    }
    if (answer.status !== 200 || !this.prng.chance(0.4)) return;
    await sleep(this.prng.int(500, 1500));
    const company = answer.body.companies?.data?.[0];
    const contact = answer.body.personsActive?.data?.[0];
    if (person && contact) await this.openContact(contact.id);
    else if (company) await this.openCompany(company.id);
  }

  /** The full results page of a word ("see more"). */
  private async quickSearchPage(): Promise<void> {
    const word = this.prng.pick(this.settings.targets.companies).name.split(/\s+/)[0] ?? 'groupe';
    await this.call(QUICK_SEARCH_ENDPOINTS.quickSearch, { query: { text: word, limit: 20 } });
  }

  private async companyPage(): Promise<void> {
    await this.openCompany(this.prng.pick(this.settings.targets.companies).id);
  }

  /** A contact met on a company page, else one of the data set. */
  private async contactPage(): Promise<void> {
    const id = this.contactsSeen.length > 0 && this.prng.chance(0.7) ? this.prng.pick(this.contactsSeen) : this.prng.pick(this.settings.targets.contacts).id;
    await this.openContact(id);
  }

  /** The bell: its unseen notifications; opening it marks them all viewed. */
  private async bell(): Promise<void> {
    const answer = await this.call(NOTIFICATIONS_ENDPOINTS.listNotViewedNotifications, { query: { limit: BELL_UNSEEN_COUNT } });
    if (answer.status === 200 && answer.body.notification_count > 0 && this.prng.chance(0.5)) {
      await sleep(this.prng.int(300, 1200));
      await this.call(NOTIFICATIONS_ENDPOINTS.markNotificationsViewed, { body: {} });
    }
  }

  /** The notifications page (sometimes unseen only, sometimes page 2); one of them marked viewed. */
  private async notificationsPage(): Promise<void> {
    const query = { ...(this.prng.chance(0.25) ? { seen: false } : {}), limit: 20, offset: this.prng.chance(0.2) ? 20 : 0 };
    const answer = await this.call(NOTIFICATIONS_ENDPOINTS.listNotifications, { query });
    const unseen = answer.status === 200 ? (answer.body.notification_list as { id: number; viewed_at: string | null }[]).filter((item) => item.viewed_at === null) : [];
    if (unseen.length > 0 && this.prng.chance(0.5)) {
      await sleep(this.prng.int(500, 2000));
      await this.call(NOTIFICATIONS_ENDPOINTS.markNotificationViewed, { params: { id: this.prng.pick(unseen).id } });
    }
  }

  /** The settings page; sometimes a change saved. */
  private async notificationSettings(): Promise<void> {
    const answer = await this.call(NOTIFICATIONS_ENDPOINTS.getNotificationSettings, {});
    if (answer.status === 200 && this.prng.chance(0.4)) {
      await sleep(this.prng.int(1000, 3000));
      const body = { ...answer.body, newsletter_aggregated: !answer.body.newsletter_aggregated };
      await this.call(NOTIFICATIONS_ENDPOINTS.updateNotificationSettings, { body });
    }
  }

  /** The own profile; sometimes a phone or the first name changed. */
  private async profile(): Promise<void> {
    const answer = await this.call(USERS_ENDPOINTS.getUser, { params: { id: this.userId } });
    if (answer.status === 200 && this.prng.chance(0.4)) {
      await sleep(this.prng.int(1000, 3000));
      const body = this.prng.chance(0.5)
        ? { mobile_phone: `06 ${this.prng.int(10, 99)} ${this.prng.int(10, 99)} ${this.prng.int(10, 99)} ${this.prng.int(10, 99)}` }
        : { first_name: answer.body.first_name, phone: `01 ${this.prng.int(40, 49)} ${this.prng.int(10, 99)} ${this.prng.int(10, 99)} ${this.prng.int(10, 99)}` };
      await this.call(USERS_ENDPOINTS.updateUser, { params: { id: this.userId }, body });
    }
  }

  /** The requests page (list and quota); now and then a new inquiry on the company or contact seen last. */
  private async inquiries(): Promise<void> {
    const [, quota] = await Promise.all([
      this.call(INQUIRIES_ENDPOINTS.listInquiries, { query: { limit: 20, offset: 0 } }),
      this.call(INQUIRIES_ENDPOINTS.getInquiryQuota, { params: { user: this.userId } }),
    ]);
    if (quota.status !== 200 || quota.body.is_reached || !canRequestInquiry(this.ability) || !this.prng.chance(0.3)) return;
    const aboutContact = this.lastContact !== null && this.prng.chance(0.5);
    if (!aboutContact && this.lastCompany === null) return;
    await sleep(this.prng.int(1000, 3000));
    const body =
      aboutContact && this.lastContact
        ? { company_id: this.lastContact.companyId, contact_id: this.lastContact.id, inquiry_type_id: 1, comment: 'Merci de vérifier sa ligne directe.' }
        : { company_id: this.lastCompany!.id, inquiry_type_id: 2, comment: 'Merci de compléter le standard et le site.' };
    await this.call(INQUIRIES_ENDPOINTS.createInquiry, { body });
  }

  /** The web app renews its token before it expires. */
  private async tokenRenewal(): Promise<void> {
    const answer = await this.call(AUTH_ENDPOINTS.renewToken, { body: { jwt: this.token } });
    if (answer.status === 200) this.adoptToken(answer.body.jwt);
  }

  // ── pages ───────────────────────────────────────────────────────────────────────────────────────────────────

  /** The company page: the company, then its contacts and news side by side (not for a blurred card). */
  private async openCompany(id: number): Promise<void> {
    const answer = await this.call(COMPANY_PAGES_ENDPOINTS.getCompany, { params: { company: id } });
    if (answer.status !== 200 || answer.body.blurred === true) return;
    this.lastCompany = { id };
    this.visibleCompanies.add(id);
    const page = { limit: COMPANY_PAGES_PAGE_SIZE, offset: 0 };
    const [contacts] = await Promise.all([
      this.call(COMPANY_PAGES_ENDPOINTS.getCompanyContacts, { params: { company: id }, query: page }),
      this.call(COMPANY_PAGES_ENDPOINTS.getCompanyNews, { params: { company: id }, query: page }),
    ]);
    if (contacts.status === 200) {
      const ids = (contacts.body.contact_list as { id: number }[]).map((contact) => contact.id);
      this.contactsSeen = [...ids, ...this.contactsSeen].slice(0, 30);
      if (contacts.body.contact_count > COMPANY_PAGES_PAGE_SIZE && this.prng.chance(0.2)) {
        await sleep(this.prng.int(1000, 3000));
        await this.call(COMPANY_PAGES_ENDPOINTS.getCompanyContacts, { params: { company: id }, query: { ...page, offset: COMPANY_PAGES_PAGE_SIZE } });
      }
    }
  }

  /**
   * The contact page: the contact, then the colleagues (not for a blurred card; for a licence that sees blur, only when
   * the employer was seen unblurred too, since the colleagues of a hidden company are refused).
   */
  private async openContact(id: number): Promise<void> {
    const answer = await this.call(COMPANY_PAGES_ENDPOINTS.getContact, { params: { contact: id } });
    if (answer.status !== 200 || answer.body.blurred === true) return;
    const companyId = answer.body.company_id;
    const companyVisible = typeof companyId === 'number' && (!this.seesBlur || this.visibleCompanies.has(companyId));
    if (!companyVisible) return;
    this.lastContact = { id, companyId };
    await this.call(COMPANY_PAGES_ENDPOINTS.getContactColleagues, { params: { contact: id }, query: { limit: COMPANY_PAGES_PAGE_SIZE, offset: 0 } });
  }

  // ── HTTP ────────────────────────────────────────────────────────────────────────────────────────────────────

  private adoptToken(jwt: string): void {
    const claims = decodeJwtPayload(jwt);
    if (!claims) throw new Error(`unreadable token for ${this.email}`);
    this.token = jwt;
    this.userId = claims.user_id;
  }

  /** One call of the contract, timed and recorded under its method and path template. */
  private async call(endpoint: Endpoint, options: CallOptions): Promise<Answer> {
    const { recorder, baseUrl, requestTimeoutMs } = this.settings;
    const route = `${endpoint.method} ${endpoint.path}`;
    const query = options.query ? new URLSearchParams(serializeEndpointQuery(options.query)).toString() : '';
    const url = `${baseUrl}${buildEndpointPath(endpoint.path, options.params)}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = this.token ? { authorization: `Bearer ${this.token}` } : {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const startedAt = performance.now();
    try {
      const response = await fetch(url, {
        method: endpoint.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const text = await response.text();
      recorder.record({ route, status: response.status, startedAt, ms: performance.now() - startedAt });
      if (response.status >= 400) recorder.noteErrorBody(response.status, route, text);
      return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null };
    } catch (error) {
      const status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
      recorder.record({ route, status, startedAt, ms: performance.now() - startedAt });
      recorder.noteErrorBody(status, route, error instanceof Error ? error.message : String(error));
      return { status, body: null };
    }
  }
}

import type { CampaignStatusCode } from '../catalogues/campaign-statuses';
import type { SequenceStatusCode } from '../catalogues/sequence-statuses';
import type { FeatureStage } from '../catalogues/tester-levels';
import { featureStageOf } from '../access/permission-subjects';
import type { PermissionSubject } from '../access/permission-subjects';
import { normalizePathname } from './path-normalization';

/** The layouts of the spec (the innermost layout of a route; docs/rules/routing.md "Route table"). */
export type RouteLayout = 'default' | 'login' | 'application' | 'my-prospecting' | 'personal-space';

/** Every route name. */
export type RouteName =
  | 'Login'
  | 'Unsubscribe'
  | 'DesignList'
  | 'ActivateAccount'
  | 'ChangePassword'
  | 'Home'
  | 'BusinessAlerts'
  | 'ConferencesPage'
  | 'ConferenceProgram'
  | 'Campaigns'
  | 'CampaignsResults'
  | 'CampaignsList'
  | 'CampaignsSettings'
  | 'CampaignDetails'
  | 'Sequences'
  | 'SequencesResults'
  | 'SequencesList'
  | 'SequencesSettings'
  | 'SequenceDetails'
  | 'Reports'
  | 'EmailSignatureGenerator'
  | 'QuickSearchResults'
  | 'AdvancedSearch'
  | 'MyLists'
  | 'SupportInbox'
  | 'SupportAnalytics'
  | 'SupportInquiries'
  | 'Account'
  | 'AccountNews'
  | 'Contact'
  | 'ContactProfile'
  | 'PersonalSpaceSavedSearches'
  | 'PersonalSpaceNotifications'
  | 'PersonalSpaceNotificationsSettings'
  | 'PersonalSpaceExports'
  | 'PersonalSpaceExportDetails'
  | 'PersonalSpaceEmailRental'
  | 'PersonalSpaceEmailRentalDetails'
  | 'PersonalSpaceCreditConsumption'
  | 'PersonalSpaceProfile'
  | 'PersonalSpaceMyAi'
  | 'PersonalSpaceMyContract'
  | 'PersonalSpaceCompanySegments'
  | 'PersonalSpaceContactSegments'
  | 'PersonalSpaceAlerts'
  | 'PersonalSpaceTemplates'
  | 'PersonalSpaceTemplateEdit'
  | 'PersonalSpaceSignatures'
  | 'PersonalSpaceBat'
  | 'PersonalSpaceConnections'
  | 'PersonalSpaceEmailConnection'
  | 'PersonalSpaceLinkedinConnection'
  | 'PersonalSpaceChangePassword'
  | 'MyProspectingDashboard'
  | 'MyProspectingMyProspects'
  | 'MyProspectingSmartScoring'
  | 'MyProspectingTeamMonitoring'
  | 'MyProspectingListsMonitoring'
  | 'MyProspectingLicensesMonitoring';

/** A path parameter: its TanStack key, its spec name, its kind, whether optional, allowed values. */
export interface RouteParamDefinition {
  readonly key: string;
  readonly specName: string;
  readonly kind: 'number' | 'enum';
  readonly optional: boolean;
  /** Allowed values of an enum parameter. */
  readonly values: readonly string[];
  /** Per enum value, a subject the user must also read (list pages by status). */
  readonly subjects: Readonly<Record<string, PermissionSubject>>;
}

/** A query parameter a route reads, with its type. */
export interface RouteQueryParamDefinition {
  readonly key: string;
  readonly kind: 'number' | 'string' | 'boolean';
}

/** The tabs of a page: allowed values, the default tab, and whether the bare path redirects to it. */
export interface RouteTabs {
  readonly values: readonly string[];
  readonly defaultTab: string;
  readonly redirectWhenMissing: boolean;
}

/** What the guard checks beyond the permission: an export capability of the user. */
export type RouteCapability = 'export' | 'export-location';

/** One route of the application. */
export interface RouteDefinition {
  readonly name: RouteName;
  /** TanStack pattern: `$param` required, `{-$param}` optional. */
  readonly path: string;
  /** Spec pattern: `{param}` required, `{param?}` optional. */
  readonly specPath: string;
  readonly layout: RouteLayout;
  readonly isPublic: boolean;
  /** The subject whose read permission the route needs (null for public routes). */
  readonly resource: PermissionSubject | null;
  readonly stage: FeatureStage;
  readonly params: readonly RouteParamDefinition[];
  readonly query: readonly RouteQueryParamDefinition[];
  /** A static redirect (keeps the query). */
  readonly redirectTo: string | null;
  readonly tabs: RouteTabs | null;
  /** Needs manager access (is_organization_manager and MANAGER_ACCESS). */
  readonly managerOnly: boolean;
  readonly capability: RouteCapability | null;
  /** Only for the platform's support staff (`AccessUser.isPlatformAdmin`, designed): the support inbox. */
  readonly platformAdminOnly: boolean;
  /** The home page applies the home redirect by licence. */
  readonly homeRedirect: boolean;
}

/**
 * The subject needed by each campaign list page.
 * @rule prospecting §2 · campaign list pages draft, scheduled, sent
 */
export const CAMPAIGN_LIST_PAGE_SUBJECTS: Readonly<Record<CampaignStatusCode, PermissionSubject>> = {
  draft: 'CAMPAIGNS_DRAFT',
  scheduled: 'CAMPAIGNS_SCHEDULED',
  sent: 'CAMPAIGNS_SENT',
};

/**
 * The subject needed by each sequence list page.
 * @rule prospecting §2 · sequence list pages draft, programmed, ongoing, paused, finished, archived
 */
export const SEQUENCE_LIST_PAGE_SUBJECTS: Readonly<Record<SequenceStatusCode, PermissionSubject>> = {
  draft: 'SEQUENCES_DRAFT',
  programmed: 'SEQUENCES_PROGRAMMED',
  ongoing: 'SEQUENCES_ONGOING',
  paused: 'SEQUENCES_PAUSED',
  finished: 'SEQUENCES_FINISHED',
  archived: 'SEQUENCES_ARCHIVED',
};

/**
 * The numeric path parameters (converted to numbers) and their spec names.
 * @rule app-shell §2.3 · numeric route parameters campaign_id, sequence_id, conference_id, export_id, template_id
 */
export const NUMERIC_ROUTE_PARAMS: Readonly<Record<string, string>> = {
  campaignId: 'campaign_id',
  sequenceId: 'sequence_id',
  conferenceId: 'conference_id',
  exportId: 'export_id',
  templateId: 'template_id',
  // Designed (the company and contact pages quick search links to, served by this app: docs/company-pages.md).
  companyId: 'company_id',
  newsId: 'news_id',
  contactId: 'contact_id',
};

interface RouteOptions {
  readonly layout: RouteLayout;
  readonly resource: PermissionSubject | null;
  readonly query?: readonly RouteQueryParamDefinition[];
  readonly redirectTo?: string;
  readonly tabs?: RouteTabs;
  readonly enums?: Readonly<Record<string, Readonly<Record<string, PermissionSubject>>>>;
  readonly managerOnly?: boolean;
  readonly capability?: RouteCapability;
  readonly platformAdminOnly?: boolean;
  readonly homeRedirect?: boolean;
}

const PARAM_SEGMENT = /^(?:\$(\w+)|\{-\$(\w+)\})$/;

function paramOf(segment: string): { key: string; optional: boolean } | null {
  const found = PARAM_SEGMENT.exec(segment);
  if (!found) return null;
  return found[1] !== undefined ? { key: found[1], optional: false } : { key: found[2] as string, optional: true };
}

function route(name: RouteName, path: string, options: RouteOptions): RouteDefinition {
  const params: RouteParamDefinition[] = [];
  const specSegments: string[] = [];
  for (const segment of path.split('/').filter((part) => part.length > 0)) {
    const param = paramOf(segment);
    if (!param) {
      specSegments.push(segment);
      continue;
    }
    const numericName = NUMERIC_ROUTE_PARAMS[param.key];
    const enumSubjects = options.enums?.[param.key];
    let definition: RouteParamDefinition;
    if (numericName !== undefined) {
      definition = { key: param.key, specName: numericName, kind: 'number', optional: param.optional, values: [], subjects: {} };
    } else if (param.key === 'tab' && options.tabs) {
      definition = { key: 'tab', specName: 'tab', kind: 'enum', optional: param.optional, values: options.tabs.values, subjects: {} };
    } else if (enumSubjects) {
      definition = { key: param.key, specName: param.key, kind: 'enum', optional: param.optional, values: Object.keys(enumSubjects), subjects: enumSubjects };
    } else {
      throw new Error(`Route ${name}: parameter ${param.key} has no definition`);
    }
    params.push(definition);
    specSegments.push(`{${definition.specName}${param.optional ? '?' : ''}}`);
  }
  const isPublic = options.resource === null;
  return {
    name,
    path,
    specPath: `/${specSegments.join('/')}`,
    layout: options.layout,
    isPublic,
    resource: options.resource,
    stage: options.resource === null ? 'ga' : featureStageOf(options.resource),
    params,
    query: options.query ?? [],
    redirectTo: options.redirectTo ?? null,
    tabs: options.tabs ?? null,
    managerOnly: options.managerOnly ?? false,
    capability: options.capability ?? null,
    platformAdminOnly: options.platformAdminOnly ?? false,
    homeRedirect: options.homeRedirect ?? false,
  };
}

const app = (resource: PermissionSubject, extra: Omit<RouteOptions, 'layout' | 'resource'> = {}): RouteOptions => ({
  layout: 'application',
  resource,
  ...extra,
});
const personal = (resource: PermissionSubject, extra: Omit<RouteOptions, 'layout' | 'resource'> = {}): RouteOptions => ({
  layout: 'personal-space',
  resource,
  ...extra,
});
const prospecting = (resource: PermissionSubject, extra: Omit<RouteOptions, 'layout' | 'resource'> = {}): RouteOptions => ({
  layout: 'my-prospecting',
  resource,
  ...extra,
});

const MONITORING_TABS = ['synthesis', 'consulted-cards', 'connections'];

/**
 * The route table of the spec's screens and routes: path patterns, layouts, public flag, resource, feature stage,
 * parameters, redirects and tabs. See docs/rules/routing.md.
 * @rule app-shell §2 · the routes, their layouts, resources, parameters, redirects and tabs
 */
export const ROUTES: readonly RouteDefinition[] = [
  // Public routes (no login).
  route('Login', '/login', {
    layout: 'login',
    resource: null,
    query: [
      { key: 'redirect_to', kind: 'string' },
      { key: 'jwt', kind: 'string' },
    ],
  }),
  route('Unsubscribe', '/unsubscribe', { layout: 'login', resource: null }),
  route('DesignList', '/design-list', { layout: 'default', resource: null }),
  route('ActivateAccount', '/activate-account', { layout: 'login', resource: null }),
  route('ChangePassword', '/change-password', { layout: 'login', resource: null }),
  // Authenticated routes (application layout).
  route('Home', '/', app('PAGE_HOME', { homeRedirect: true })),
  route('BusinessAlerts', '/business-alerts', app('PAGE_BUSINESS_ALERTS', { query: [{ key: 'quick_search', kind: 'string' }] })),
  route('ConferencesPage', '/conferences', app('CONFERENCES')),
  route('ConferenceProgram', '/conference/$conferenceId/program', app('CONFERENCES')),
  route('Campaigns', '/campaigns', app('PAGE_CAMPAIGN_HOME', { redirectTo: '/campaigns/results' })),
  route('CampaignsResults', '/campaigns/results', app('PAGE_CAMPAIGN_HOME')),
  route('CampaignsList', '/campaigns/lists/$status', app('CAMPAIGNS', { enums: { status: CAMPAIGN_LIST_PAGE_SUBJECTS } })),
  route('CampaignsSettings', '/campaigns/settings', app('CAMPAIGN_SETTINGS')),
  route(
    'CampaignDetails',
    '/campaign-details/$campaignId/{-$tab}',
    app('CAMPAIGNS', {
      tabs: { values: ['results', 'settings', 'content', 'targets', 'summary'], defaultTab: 'results', redirectWhenMissing: false },
    }),
  ),
  route('Sequences', '/sequences', app('PAGE_SEQUENCE_HOME', { redirectTo: '/sequences/results' })),
  route('SequencesResults', '/sequences/results', app('PAGE_SEQUENCE_HOME')),
  route('SequencesList', '/sequences/lists/$status', app('SEQUENCES', { enums: { status: SEQUENCE_LIST_PAGE_SUBJECTS } })),
  route('SequencesSettings', '/sequences/settings', app('SEQUENCE_SETTINGS')),
  route(
    'SequenceDetails',
    '/sequence-details/$sequenceId/{-$tab}',
    app('SEQUENCES', {
      tabs: { values: ['steps', 'settings', 'targets', 'record'], defaultTab: 'steps', redirectWhenMissing: false },
      query: [{ key: 'step_position', kind: 'number' }],
    }),
  ),
  route('Reports', '/reports', app('PERSONAL_SPACE_REQUESTS', { query: [{ key: 'open-inquiry-popup', kind: 'boolean' }] })),
  route('EmailSignatureGenerator', '/email-signature-generator', app('PAGE_EMAIL_SIGNATURE_GENERATOR')),
  // The pages behind quick search's links (the spec's "older desk host" paths, served by this app by default:
  // docs/company-pages.md).
  route(
    'QuickSearchResults',
    '/quick-search',
    app('QUICK_SEARCH_ALL_RESULTS', {
      query: [
        { key: 'search', kind: 'string' },
        { key: 'view', kind: 'string' },
      ],
    }),
  ),
  // The advanced search (the spec's "older desk host" page, built into this app: docs/advanced-search.md): the
  // criteria, the kind of result and the page live in the URL.
  route(
    'AdvancedSearch',
    '/advanced-search',
    app('ADVANCED_SEARCH', {
      query: [
        { key: 'target', kind: 'string' },
        { key: 'criteria', kind: 'string' },
        { key: 'sort', kind: 'string' },
        { key: 'page', kind: 'number' },
      ],
    }),
  ),
  // My lists (the spec's "older desk host" page, built into this app): the user's lists of companies and contacts.
  route('MyLists', '/my-lists', app('MY_LISTS')),
  // The support chat's inbox (designed, docs/support-chat.md): the platform's support staff answer the users there.
  route('SupportInbox', '/support/inbox', app('PAGE_HOME', { platformAdminOnly: true })),
  // Product analytics' usage page (designed, docs/analytics.md): usage per page and per feature per day.
  route('SupportAnalytics', '/support/analytics', app('PAGE_HOME', { platformAdminOnly: true })),
  // The support staff's inquiry desk (designed, ADR 026): every organisation's customer inquiries and their statuses.
  route('SupportInquiries', '/support/inquiries', app('PAGE_HOME', { platformAdminOnly: true })),
  route('Account', '/account/$companyId', app('QUICK_SEARCH_COMPANIES')),
  route('AccountNews', '/account/$companyId/news/business-opportunity/$newsId', app('QUICK_SEARCH_NEWS')),
  route('Contact', '/contact/$contactId', app('QUICK_SEARCH_CONTACTS')),
  route('ContactProfile', '/contact/$contactId/profile', app('QUICK_SEARCH_CONTACTS')),
  // Personal space.
  route('PersonalSpaceSavedSearches', '/personal-space/saved-searches', personal('PERSONAL_SPACE_SAVED_SEARCHES')),
  route('PersonalSpaceNotifications', '/personal-space/notifications', personal('PERSONAL_SPACE_NOTIFICATIONS')),
  route('PersonalSpaceNotificationsSettings', '/personal-space/notifications/settings', personal('PERSONAL_SPACE_NOTIFICATIONS_SETTINGS')),
  route('PersonalSpaceExports', '/personal-space/exports', personal('PERSONAL_SPACE_EXPORT', { capability: 'export' })),
  route('PersonalSpaceExportDetails', '/personal-space/exports/$exportId', personal('PERSONAL_SPACE_EXPORT', { capability: 'export' })),
  route('PersonalSpaceEmailRental', '/personal-space/email-rental', personal('PERSONAL_SPACE_EMAIL_RENTAL', { capability: 'export-location' })),
  route(
    'PersonalSpaceEmailRentalDetails',
    '/personal-space/email-rental/$exportId',
    personal('PERSONAL_SPACE_EMAIL_RENTAL', { capability: 'export-location' }),
  ),
  route('PersonalSpaceCreditConsumption', '/personal-space/credit-consumption', personal('PERSONAL_SPACE_CREDIT_CONSUMPTION')),
  route('PersonalSpaceProfile', '/personal-space/profile', personal('PERSONAL_SPACE_PROFILE_AND_AI')),
  route('PersonalSpaceMyAi', '/personal-space/my-ai', personal('PERSONAL_SPACE_MY_AI')),
  route('PersonalSpaceMyContract', '/personal-space/my-contract', personal('PERSONAL_SPACE_MY_ACCOUNT')),
  route('PersonalSpaceCompanySegments', '/personal-space/company-segments', personal('PERSONAL_SPACE_ACCOUNT_SEGMENTS')),
  route('PersonalSpaceContactSegments', '/personal-space/contact-segments', personal('PERSONAL_SPACE_CONTACT_SEGMENTS')),
  route('PersonalSpaceAlerts', '/personal-space/alerts', personal('PERSONAL_SPACE_MY_ALERTS')),
  route('PersonalSpaceTemplates', '/personal-space/templates', personal('PERSONAL_SPACE_TEMPLATES')),
  route('PersonalSpaceTemplateEdit', '/personal-space/templates/edit/{-$templateId}', personal('PERSONAL_SPACE_TEMPLATES')),
  route('PersonalSpaceSignatures', '/personal-space/signatures', personal('PERSONAL_SPACE_TEMPLATES')),
  route('PersonalSpaceBat', '/personal-space/bat', personal('PERSONAL_SPACE_TEST_EMAILS')),
  // The connections overview (docs/adr/007-connections-overview.md): the spec's redirect to email-connection is
  // replaced by an overview page while the email- and LinkedIn-connection pages are not built.
  route('PersonalSpaceConnections', '/personal-space/connections', personal('PERSONAL_SPACE_EMAIL_CONNECTION')),
  route('PersonalSpaceEmailConnection', '/personal-space/email-connection', personal('PERSONAL_SPACE_EMAIL_CONNECTION')),
  route('PersonalSpaceLinkedinConnection', '/personal-space/linkedin-connection', personal('PERSONAL_SPACE_LINKEDIN_CONNECTION')),
  route('PersonalSpaceChangePassword', '/personal-space/change-password', personal('PERSONAL_SPACE_CHANGE_PASSWORD')),
  // My prospecting.
  route(
    'MyProspectingDashboard',
    '/my-prospecting/dashboard/{-$tab}',
    prospecting('PERSONAL_SPACE_DASHBOARD', { tabs: { values: MONITORING_TABS, defaultTab: 'synthesis', redirectWhenMissing: true } }),
  ),
  route('MyProspectingMyProspects', '/my-prospecting/my-prospects', prospecting('MY_PROSPECTING_MY_PROSPECTS')),
  route(
    'MyProspectingSmartScoring',
    '/my-prospecting/smart-scoring/{-$tab}',
    prospecting('MY_PROSPECTING_SMART_SCORING', {
      tabs: { values: ['customers-analysis'], defaultTab: 'customers-analysis', redirectWhenMissing: false },
    }),
  ),
  route(
    'MyProspectingTeamMonitoring',
    '/my-prospecting/team-monitoring/{-$tab}',
    prospecting('MANAGER_ACCESS', {
      managerOnly: true,
      tabs: { values: [...MONITORING_TABS, 'individual-monitoring'], defaultTab: 'synthesis', redirectWhenMissing: true },
    }),
  ),
  route('MyProspectingListsMonitoring', '/my-prospecting/lists-monitoring', prospecting('MANAGER_ACCESS', { managerOnly: true })),
  route('MyProspectingLicensesMonitoring', '/my-prospecting/licenses-monitoring', prospecting('MANAGER_ACCESS', { managerOnly: true })),
];

/** The route of a name. */
export function routeByName(name: RouteName): RouteDefinition {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}

/** Parsed path parameters: numbers for numeric parameters, strings for enums; absent optional ones omitted. */
export type RouteParams = Readonly<Record<string, string | number>>;

/** A matched route. */
export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: RouteParams;
  /** The normalised pathname that was matched. */
  readonly pathname: string;
}

/**
 * Parses a numeric path or query value: digits only, a safe integer; otherwise null.
 * @rule app-shell §2.3 · numeric route parameters are converted to numbers
 */
export function parseNumericRouteParam(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

function parseParam(definition: RouteParamDefinition, raw: string): string | number | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (definition.kind === 'number') return parseNumericRouteParam(value);
  return definition.values.includes(value) ? value : null;
}

function matchSegments(
  route: RouteDefinition,
  pattern: readonly string[],
  segments: readonly string[],
  patternAt: number,
  segmentAt: number,
): Record<string, string | number> | null {
  if (patternAt === pattern.length) return segmentAt === segments.length ? {} : null;
  const patternSegment = pattern[patternAt] as string;
  const segment = segments[segmentAt];
  const param = paramOf(patternSegment);
  if (!param) {
    if (segment !== patternSegment) return null;
    return matchSegments(route, pattern, segments, patternAt + 1, segmentAt + 1);
  }
  const definition = route.params.find((candidate) => candidate.key === param.key) as RouteParamDefinition;
  if (segment !== undefined) {
    const value = parseParam(definition, segment);
    if (value !== null) {
      const rest = matchSegments(route, pattern, segments, patternAt + 1, segmentAt + 1);
      if (rest) return { [param.key]: value, ...rest };
    }
  }
  return param.optional ? matchSegments(route, pattern, segments, patternAt + 1, segmentAt) : null;
}

/**
 * Matches a pathname (query and fragment ignored, slashes collapsed, trailing slash ignored) against the
 * route table: the first route whose pattern fits; numeric parameters become numbers and a non-numeric value,
 * or an enum value outside its list (status, tab), matches nothing.
 * @rule app-shell §2.3 · route matching with numeric parameters and allowed list statuses
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const normalised = normalizePathname(pathname);
  const segments = normalised.split('/').filter((part) => part.length > 0);
  for (const candidate of ROUTES) {
    const pattern = candidate.path.split('/').filter((part) => part.length > 0);
    const params = matchSegments(candidate, pattern, segments, 0, 0);
    if (params) return { route: candidate, params, pathname: normalised };
  }
  return null;
}

/**
 * The subjects a matched route needs read on: its resource and, for list pages, the subject of the status.
 * @rule prospecting §2 · a route needs the read permission of its resource (and of its list status)
 */
export function requiredSubjectsOf(match: RouteMatch): PermissionSubject[] {
  const subjects: PermissionSubject[] = match.route.resource ? [match.route.resource] : [];
  for (const definition of match.route.params) {
    const value = match.params[definition.key];
    const subject = value === undefined ? undefined : definition.subjects[String(value)];
    if (subject) subjects.push(subject);
  }
  return subjects;
}

/**
 * Where a matched route redirects, if anywhere: its static redirect (/campaigns, /sequences) or, for a tabbed page
 * that redirects, the default tab when no tab is given. /personal-space/connections is the connections overview,
 * not a redirect (docs/adr/007-connections-overview.md).
 * @rule app-shell §2.3 · /campaigns, /sequences and the dashboards redirect; connections is an overview page (ADR 007)
 */
export function routeRedirectOf(match: RouteMatch): string | null {
  if (match.route.redirectTo) return match.route.redirectTo;
  const tabs = match.route.tabs;
  if (tabs?.redirectWhenMissing && match.params['tab'] === undefined) return `${match.pathname}/${tabs.defaultTab}`;
  return null;
}

/**
 * The tab shown by a matched tabbed page: the tab of the path, else the default tab; null for untabbed pages.
 * @rule app-shell §2.3 · tabs of the details, dashboard, team-monitoring and smart-scoring pages
 */
export function activeTabOf(match: RouteMatch): string | null {
  if (!match.route.tabs) return null;
  const tab = match.params['tab'];
  return typeof tab === 'string' ? tab : match.route.tabs.defaultTab;
}

/**
 * Builds a concrete path from a route and parameter values (optional parameters may be omitted).
 * @rule app-shell §2.3 · concrete paths of the route patterns
 */
export function buildRoutePath(route: RouteDefinition, params: RouteParams = {}): string {
  const segments: string[] = [];
  for (const segment of route.path.split('/').filter((part) => part.length > 0)) {
    const param = paramOf(segment);
    if (!param) {
      segments.push(segment);
      continue;
    }
    const value = params[param.key];
    if (value === undefined) {
      if (param.optional) continue;
      throw new Error(`Route ${route.name}: missing parameter ${param.key}`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  return `/${segments.join('/')}`;
}

function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The decoded key/value pairs of a query string (without `?`), in order; undecodable pairs are skipped. */
export function parseQueryPairs(query: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (part.length === 0) continue;
    const equalsAt = part.indexOf('=');
    const key = decodeQueryPart(equalsAt === -1 ? part : part.slice(0, equalsAt));
    const value = decodeQueryPart(equalsAt === -1 ? '' : part.slice(equalsAt + 1));
    if (key !== null && value !== null) pairs.push([key, value]);
  }
  return pairs;
}

/**
 * The typed query parameters a route declares (step_position as a number, open-inquiry-popup as a boolean);
 * an invalid or unknown value is dropped so that a bad URL never breaks a page.
 * @rule app-shell §2.3 · numeric query parameter step_position; open-inquiry-popup=true opens the inquiry popup
 */
export function parseRouteQuery(route: RouteDefinition, query: string): Readonly<Record<string, string | number | boolean>> {
  const parsed: Record<string, string | number | boolean> = {};
  for (const [key, value] of parseQueryPairs(query)) {
    const definition = route.query.find((candidate) => candidate.key === key);
    if (!definition || key in parsed) continue;
    if (definition.kind === 'string') parsed[key] = value;
    else if (definition.kind === 'number') {
      const number = parseNumericRouteParam(value);
      if (number !== null) parsed[key] = number;
    } else if (value === 'true' || value === 'false') parsed[key] = value === 'true';
  }
  return parsed;
}

import { LICENCE_IDS } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import { PERMISSION_ACTIONS } from './permission-subjects';
import type { PermissionAction, PermissionSubject } from './permission-subjects';

/** The actions granted per subject; a missing subject grants nothing. */
export type PermissionGrants = Readonly<Partial<Record<PermissionSubject, readonly PermissionAction[]>>>;

const READ: readonly PermissionAction[] = ['read'];
const READ_UPDATE: readonly PermissionAction[] = ['read', 'update'];
const CREATE_READ: readonly PermissionAction[] = ['create', 'read'];
const CREATE_READ_UPDATE: readonly PermissionAction[] = ['create', 'read', 'update'];
const ALL_ACTIONS: readonly PermissionAction[] = PERMISSION_ACTIONS;

function grant(actions: readonly PermissionAction[], subjects: readonly PermissionSubject[]): PermissionGrants {
  const grants: Partial<Record<PermissionSubject, readonly PermissionAction[]>> = {};
  for (const subject of subjects) grants[subject] = actions;
  return grants;
}

/**
 * Union of grant sets: per subject, the union of the actions, in create/read/update/delete order.
 * @rule app-shell §6 · a combined licence (sales and marketing) gets the union of the actions
 */
export function unionOfGrants(...sets: readonly PermissionGrants[]): PermissionGrants {
  const merged: Partial<Record<PermissionSubject, readonly PermissionAction[]>> = {};
  for (const set of sets) {
    for (const [subject, actions] of Object.entries(set) as [PermissionSubject, readonly PermissionAction[]][]) {
      const known = new Set([...(merged[subject] ?? []), ...actions]);
      merged[subject] = PERMISSION_ACTIONS.filter((action) => known.has(action));
    }
  }
  return merged;
}

function without(set: PermissionGrants, subjects: readonly PermissionSubject[]): PermissionGrants {
  const copy: Partial<Record<PermissionSubject, readonly PermissionAction[]>> = { ...set };
  for (const subject of subjects) delete copy[subject];
  return copy;
}

/**
 * The base set (licence 0): read on the change-password, signature-generator, home, sequence-home,
 * business-alerts and campaign-home pages, plus the Ticket and LinkedIn elements. Every licence but the sender
 * licences includes it (their list is "only …").
 * @rule app-shell §6 · licence 0 gives the base read-only set
 */
export const BASE_GRANTS: PermissionGrants = grant(READ, [
  'PAGE_CHANGE_PASSWORD',
  'PAGE_EMAIL_SIGNATURE_GENERATOR',
  'PAGE_HOME',
  'PAGE_SEQUENCE_HOME',
  'PAGE_BUSINESS_ALERTS',
  'PAGE_CAMPAIGN_HOME',
  'TICKET',
  'LINKEDIN',
]);

const SEARCH_GRANTS = grant(READ, [
  'ADVANCED_SEARCH',
  'QUICK_SEARCH',
  'QUICK_SEARCH_COMPANIES',
  'QUICK_SEARCH_CONTACTS',
  'QUICK_SEARCH_NEWS',
  'QUICK_SEARCH_CONFERENCES',
  'QUICK_SEARCH_ALL_RESULTS',
  'MY_LISTS',
]);

const ALERT_GRANTS = grant(READ, [
  'BUSINESS_ALERTS',
  'PERSONAL_SPACE_MY_ALERTS',
  'PERSONAL_SPACE_NOTIFICATIONS',
  'PERSONAL_SPACE_NOTIFICATIONS_SETTINGS',
]);

const ACTIVITY_GRANTS = grant(READ, ['NAVBAR_PROSPECTS', 'PERSONAL_SPACE_ACTIVITY', 'PERSONAL_SPACE_DASHBOARD']);

/**
 * The narrow read-only subset of intranet, insight and search-and-lists: search, alerts, conferences,
 * activity, saved searches, credits, requests (alerts include their notifications), on top of the base set.
 * @rule app-shell §6 · intranet, insight, search and lists read a narrow subset
 */
export const NARROW_READ_GRANTS: PermissionGrants = unionOfGrants(
  BASE_GRANTS,
  SEARCH_GRANTS,
  ALERT_GRANTS,
  grant(READ, ['CONFERENCES']),
  ACTIVITY_GRANTS,
  grant(READ, ['PERSONAL_SPACE_SAVED_SEARCHES', 'PERSONAL_SPACE_CREDIT_CONSUMPTION', 'PERSONAL_SPACE_REQUESTS']),
);

const PROSPECTING_TOOL_GRANTS = grant(READ, ['MY_PROSPECTING_MY_PROSPECTS', 'MY_PROSPECTING_SMART_SCORING']);

const CAMPAIGN_READ_GRANTS = grant(READ, [
  'CAMPAIGNS',
  'CAMPAIGN_SETTINGS',
  'CAMPAIGNS_DRAFT',
  'CAMPAIGNS_SCHEDULED',
  'CAMPAIGNS_SENT',
]);

const SEQUENCE_READ_GRANTS = grant(READ, [
  'SEQUENCES',
  'SEQUENCE_SETTINGS',
  'SEQUENCES_DRAFT',
  'SEQUENCES_PROGRAMMED',
  'SEQUENCES_ONGOING',
  'SEQUENCES_PAUSED',
  'SEQUENCES_FINISHED',
  'SEQUENCES_ARCHIVED',
]);

/** "Personal space" in the sales row: every personal-space page but the root, request-help and email rental. */
const PERSONAL_SPACE_READ_GRANTS = grant(READ, [
  'PERSONAL_SPACE_EXPORT',
  'PERSONAL_SPACE_PROFILE_AND_AI',
  'PERSONAL_SPACE_MY_AI',
  'PERSONAL_SPACE_ACCOUNT_SEGMENTS',
  'PERSONAL_SPACE_CONTACT_SEGMENTS',
  'PERSONAL_SPACE_TEMPLATES',
  'PERSONAL_SPACE_TEST_EMAILS',
  'PERSONAL_SPACE_EMAIL_CONNECTION',
  'PERSONAL_SPACE_LINKEDIN_CONNECTION',
  'PERSONAL_SPACE_MY_ACCOUNT',
  'PERSONAL_SPACE_PARAMETERS',
  'PERSONAL_SPACE_CHANGE_PASSWORD',
  'PERSONAL_SPACE_LOGOUT',
]);

/**
 * The sales read set: read-only on search, alerts, conferences, prospecting (with manager access),
 * campaigns, sequences, the personal-space pages and quick search.
 * @rule app-shell §6 · sales is read-only across search, alerts, campaigns, sequences, personal space, quick search
 */
export const SALES_READ_GRANTS: PermissionGrants = unionOfGrants(
  NARROW_READ_GRANTS,
  PROSPECTING_TOOL_GRANTS,
  grant(READ, ['MANAGER_ACCESS']),
  CAMPAIGN_READ_GRANTS,
  SEQUENCE_READ_GRANTS,
  PERSONAL_SPACE_READ_GRANTS,
);

/** The personal-space root and the request-help entry (kam reads them, sales PME and smart data do not). */
const PERSONAL_SPACE_ROOT_GRANTS = grant(READ, ['PERSONAL_SPACE', 'REQUEST_HELP']);

/** Email rental: the mailbox-rental product of marketing users (and the sales PME extra). */
const EMAIL_RENTAL_GRANTS = grant(READ, ['PERSONAL_SPACE_EMAIL_RENTAL']);

/**
 * Full rights on campaigns and campaign settings; draft, scheduled and sent campaigns read and update.
 * @rule app-shell §6 · marketing and smart campaign v2 have full rights on campaigns
 */
export const CAMPAIGN_WRITE_GRANTS: PermissionGrants = unionOfGrants(
  grant(ALL_ACTIONS, ['CAMPAIGNS', 'CAMPAIGN_SETTINGS']),
  grant(READ_UPDATE, ['CAMPAIGNS_DRAFT', 'CAMPAIGNS_SCHEDULED', 'CAMPAIGNS_SENT']),
);

/**
 * Full rights on sequences and sequence settings; every sequence state read and update except archived, read only.
 * @rule app-shell §6 · sequence writers: full rights on sequences, states read and update, archived read only
 */
export const SEQUENCE_WRITE_GRANTS: PermissionGrants = unionOfGrants(
  grant(ALL_ACTIONS, ['SEQUENCES', 'SEQUENCE_SETTINGS']),
  grant(READ_UPDATE, [
    'SEQUENCES_DRAFT',
    'SEQUENCES_PROGRAMMED',
    'SEQUENCES_ONGOING',
    'SEQUENCES_PAUSED',
    'SEQUENCES_FINISHED',
  ]),
  grant(READ, ['SEQUENCES_ARCHIVED']),
);

/**
 * The legacy campaign rights of sales automation (v1, reading of "v2 has no campaign write rights"): create, read
 * and update campaigns and update their states, but no deletion and read-only campaign settings.
 * @rule app-shell §6 · sales automation v1 keeps campaign write rights that v2 lacks
 */
export const LEGACY_AUTOMATION_CAMPAIGN_GRANTS: PermissionGrants = unionOfGrants(
  grant(CREATE_READ_UPDATE, ['CAMPAIGNS']),
  grant(READ, ['CAMPAIGN_SETTINGS']),
  grant(READ_UPDATE, ['CAMPAIGNS_DRAFT', 'CAMPAIGNS_SCHEDULED', 'CAMPAIGNS_SENT']),
);

const MARKETING_GRANTS = unionOfGrants(
  without(SALES_READ_GRANTS, ['MY_PROSPECTING_MY_PROSPECTS', 'MY_PROSPECTING_SMART_SCORING']),
  PERSONAL_SPACE_ROOT_GRANTS,
  EMAIL_RENTAL_GRANTS,
  CAMPAIGN_WRITE_GRANTS,
  SEQUENCE_WRITE_GRANTS,
);

/**
 * The sender licences' list, and nothing else: change password (both subjects of that name), email connection, my
 * account, parameters, requests, templates, logout.
 * @rule app-shell §6 · sender and sender v2 read only change password, email connection, my account, parameters, requests, templates, logout
 */
export const SENDER_GRANTS: PermissionGrants = grant(READ, [
  'PAGE_CHANGE_PASSWORD',
  'PERSONAL_SPACE_CHANGE_PASSWORD',
  'PERSONAL_SPACE_EMAIL_CONNECTION',
  'PERSONAL_SPACE_MY_ACCOUNT',
  'PERSONAL_SPACE_PARAMETERS',
  'PERSONAL_SPACE_REQUESTS',
  'PERSONAL_SPACE_TEMPLATES',
  'PERSONAL_SPACE_LOGOUT',
]);

/**
 * What the specification's prose says, licence by licence (docs/rules/access.md "Matrix decisions"), read as literally
 * as it allows: nothing here is added for the application's needs (those cells are {@link DESIGNED_GRANTS}).
 * @rule app-shell §6 · the specification's matrix of licences 0 to 15
 */
export const SPEC_MATRIX: Readonly<Record<LicenceId, PermissionGrants>> = {
  0: BASE_GRANTS,
  1: SALES_READ_GRANTS,
  2: MARKETING_GRANTS,
  3: unionOfGrants(SALES_READ_GRANTS, MARKETING_GRANTS),
  4: unionOfGrants(SALES_READ_GRANTS, PERSONAL_SPACE_ROOT_GRANTS),
  5: NARROW_READ_GRANTS,
  6: unionOfGrants(BASE_GRANTS, grant(ALL_ACTIONS, ['POST'])),
  7: NARROW_READ_GRANTS,
  8: unionOfGrants(SALES_READ_GRANTS, EMAIL_RENTAL_GRANTS),
  9: NARROW_READ_GRANTS,
  10: SENDER_GRANTS,
  11: unionOfGrants(SALES_READ_GRANTS, SEQUENCE_WRITE_GRANTS, LEGACY_AUTOMATION_CAMPAIGN_GRANTS),
  12: SALES_READ_GRANTS,
  13: unionOfGrants(SALES_READ_GRANTS, SEQUENCE_WRITE_GRANTS),
  14: MARKETING_GRANTS,
  15: SENDER_GRANTS,
};

/**
 * A set of cells the application needs beyond the specification's prose, with the reason. Each is listed in
 * docs/rules/access.md (generated) and tested by its key in permission-matrix.test.ts.
 */
export interface DesignedGrant {
  /** Stable name, used by the rule book and the tests. */
  readonly key: string;
  /** The licences that get the cells. */
  readonly licences: readonly LicenceId[];
  /** The cells. */
  readonly grants: PermissionGrants;
  /** Why the application cannot work without them. */
  readonly reason: string;
}

const SENDER_LICENCES: readonly LicenceId[] = [10, 15];
const readersOf = (subject: PermissionSubject): LicenceId[] =>
  LICENCE_IDS.filter((licenceId) => SPEC_MATRIX[licenceId][subject]?.includes('read') ?? false);

/**
 * Writes on the user's OWN items of a personal-space page, for the licences that read the page. The spec's
 * "read-only" is about shared business objects (campaigns, sequences, their states); a user who may open these
 * pages changes his own profile, marks his notifications seen, saves his notification settings, connects or
 * disconnects his own mailbox and LinkedIn account, creates, changes, deletes and shares his own queries (lists,
 * segments, alerts, saved searches: MY_LISTS), writes his own email templates, template tags and signatures,
 * replaces his own test-send addresses, and exports (his own export files). Ownership is checked by the API.
 */
const OWN_ITEM_WRITES: ReadonlyArray<readonly [PermissionSubject, readonly PermissionAction[]]> = [
  ['PERSONAL_SPACE_PROFILE_AND_AI', ['update']],
  ['PERSONAL_SPACE_NOTIFICATIONS', ['update']],
  ['PERSONAL_SPACE_NOTIFICATIONS_SETTINGS', ['update']],
  ['PERSONAL_SPACE_EMAIL_CONNECTION', ['create', 'update', 'delete']],
  ['PERSONAL_SPACE_LINKEDIN_CONNECTION', ['create', 'update', 'delete']],
  // The user's own queries (lists, segments, alerts, saved searches): create, change, delete, share them.
  ['MY_LISTS', ['create', 'update', 'delete']],
  // The user's own email templates, their tags and his signatures (docs/api.md "Templates, signatures, test addresses").
  ['PERSONAL_SPACE_TEMPLATES', ['create', 'update', 'delete']],
  // The user's own test-send addresses, replaced as a whole (PUT /v1/email/bat-emails); create: a test send of his
  // own template to them through his own mailbox (POST /v1/email/template/{id}/send-test).
  ['PERSONAL_SPACE_TEST_EMAILS', ['create', 'update']],
  // The user's own exports and email-rental exports (docs/adr/025-exports.md); the API also requires can_export
  // (can_export_location for email rental), as the menus do.
  ['PERSONAL_SPACE_EXPORT', ['create']],
  ['PERSONAL_SPACE_EMAIL_RENTAL', ['create']],
];

/**
 * The cells the application needs beyond the specification's prose (see {@link DesignedGrant}).
 * @rule app-shell §6 · designed cells beyond the specification, each with its reason
 */
export const DESIGNED_GRANTS: readonly DesignedGrant[] = [
  {
    key: 'signed-in-essentials',
    licences: LICENCE_IDS,
    grants: grant(READ, ['PERSONAL_SPACE_MY_ACCOUNT', 'PERSONAL_SPACE_CHANGE_PASSWORD', 'PERSONAL_SPACE_LOGOUT']),
    reason:
      'A signed-in user can always leave (logout), change the password and open the contract page, which the sidebar shows "always" (app-shell §2.6).',
  },
  {
    key: 'settings-group-gate',
    licences: [5, 7, 9],
    grants: grant(READ, ['PERSONAL_SPACE_PARAMETERS']),
    reason:
      'PERSONAL_SPACE_PARAMETERS gates the sidebar group "my settings"; the narrow licences read notification settings, which sit in that group.',
  },
  {
    key: 'sender-home',
    licences: SENDER_LICENCES,
    grants: grant(READ, ['PAGE_HOME']),
    reason:
      'The home route sends sender licences to /personal-space/email-connection (app-shell §2.3): the guard checks the home route before its redirect.',
  },
  {
    key: 'sender-support',
    licences: SENDER_LICENCES,
    grants: grant(READ, ['TICKET']),
    reason: 'The footer with its contact-us popup is on every page (app-shell §2.8): sender users reach support like everyone.',
  },
  {
    key: 'ticket-create',
    licences: LICENCE_IDS,
    grants: grant(['create'], ['TICKET']),
    reason: 'Sending the contact-us form files a ticket: the spec names a Ticket element in the base set without its actions.',
  },
  {
    key: 'inquiries',
    licences: readersOf('QUICK_SEARCH_COMPANIES'),
    grants: grant(CREATE_READ, ['REPORTS']),
    reason:
      'Customer inquiries (the quick-search call to action, app-shell §2.7, and the /reports popup, prospecting §2) are requested on companies the user searches: REPORTS is not named by the spec.',
  },
  {
    key: 'manager-credits',
    licences: readersOf('MANAGER_ACCESS'),
    grants: grant(['create', 'update'], ['MANAGER_ACCESS']),
    reason:
      'Managers top up their users’ credits (prospecting §1, §7: the create and manage calls of credits): a write the spec names without its cells; the API still requires is_organization_manager (hasManagerAccess).',
  },
  ...OWN_ITEM_WRITES.map(([subject, actions]) => ({
    key: `own-items:${subject}`,
    licences: readersOf(subject),
    grants: grant(actions, [subject]),
    reason:
      'Managing one\'s own items of a personal-space page (profile, seen notifications, settings, own mailbox and LinkedIn account, own queries: lists, segments, alerts, saved searches; own templates, tags, signatures and test addresses) is not a write on shared business data.',
  })),
];

/**
 * The permission matrix: per licence, the specification's cells and the designed ones (see docs/rules/access.md).
 * @rule app-shell §6 · permission matrix of licences 0 to 15
 */
export const PERMISSION_MATRIX: Readonly<Record<LicenceId, PermissionGrants>> = Object.fromEntries(
  LICENCE_IDS.map((licenceId) => [
    licenceId,
    unionOfGrants(SPEC_MATRIX[licenceId], ...DESIGNED_GRANTS.filter((designed) => designed.licences.includes(licenceId)).map((d) => d.grants)),
  ]),
) as Record<LicenceId, PermissionGrants>;

/**
 * The actions a licence grants on a subject (before tester-level rules).
 * @rule app-shell §6 · actions of a licence on a subject
 */
export function licenceActions(licenceId: LicenceId, subject: PermissionSubject): readonly PermissionAction[] {
  return PERMISSION_MATRIX[licenceId][subject] ?? [];
}

import type { FeatureStage } from '../catalogues/tester-levels';

/**
 * The actions of a permission (docs/rules/access.md "Model").
 * @rule app-shell §6 · permission actions create, read, update, delete
 */
export const PERMISSION_ACTIONS = ['create', 'read', 'update', 'delete'] as const;

/** One permission action. */
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/**
 * Every permission subject ("element name"): the subjects named by the spec's permission rules, the route
 * resources of its routes, and the few elements the header, menus and routes need (see docs/rules/access.md).
 * @rule app-shell §6 · named permission subjects and route resources (prospecting §6)
 */
export const PERMISSION_SUBJECTS = [
  // Pages of the base set (licence 0) and the home page.
  'PAGE_HOME',
  'PAGE_CHANGE_PASSWORD',
  'PAGE_EMAIL_SIGNATURE_GENERATOR',
  'PAGE_SEQUENCE_HOME',
  'PAGE_BUSINESS_ALERTS',
  'PAGE_CAMPAIGN_HOME',
  'TICKET',
  'LINKEDIN',
  'POST',
  // Search and data.
  'ADVANCED_SEARCH',
  'QUICK_SEARCH',
  'QUICK_SEARCH_COMPANIES',
  'QUICK_SEARCH_CONTACTS',
  'QUICK_SEARCH_NEWS',
  'QUICK_SEARCH_CONFERENCES',
  'QUICK_SEARCH_ALL_RESULTS',
  'MY_LISTS',
  'REPORTS',
  'BUSINESS_ALERTS',
  'CONFERENCES',
  // Prospecting menu.
  'NAVBAR_PROSPECTS',
  'MY_PROSPECTING_MY_PROSPECTS',
  'MY_PROSPECTING_SMART_SCORING',
  'MANAGER_ACCESS',
  // Campaigns.
  'CAMPAIGNS',
  'CAMPAIGN_SETTINGS',
  'CAMPAIGNS_DRAFT',
  'CAMPAIGNS_SCHEDULED',
  'CAMPAIGNS_SENT',
  // Sequences.
  'SEQUENCES',
  'SEQUENCE_SETTINGS',
  'SEQUENCES_DRAFT',
  'SEQUENCES_PROGRAMMED',
  'SEQUENCES_ONGOING',
  'SEQUENCES_PAUSED',
  'SEQUENCES_FINISHED',
  'SEQUENCES_ARCHIVED',
  // Personal space.
  'PERSONAL_SPACE',
  'PERSONAL_SPACE_DASHBOARD',
  'PERSONAL_SPACE_ACTIVITY',
  'PERSONAL_SPACE_NOTIFICATIONS',
  'PERSONAL_SPACE_NOTIFICATIONS_SETTINGS',
  'PERSONAL_SPACE_REQUESTS',
  'PERSONAL_SPACE_EXPORT',
  'PERSONAL_SPACE_EMAIL_RENTAL',
  'PERSONAL_SPACE_CREDIT_CONSUMPTION',
  'PERSONAL_SPACE_SAVED_SEARCHES',
  'PERSONAL_SPACE_PARAMETERS',
  'PERSONAL_SPACE_PROFILE_AND_AI',
  'PERSONAL_SPACE_MY_AI',
  'PERSONAL_SPACE_MY_ACCOUNT',
  'PERSONAL_SPACE_ACCOUNT_SEGMENTS',
  'PERSONAL_SPACE_CONTACT_SEGMENTS',
  'PERSONAL_SPACE_MY_ALERTS',
  'PERSONAL_SPACE_TEMPLATES',
  'PERSONAL_SPACE_TEST_EMAILS',
  'PERSONAL_SPACE_EMAIL_CONNECTION',
  'PERSONAL_SPACE_LINKEDIN_CONNECTION',
  'PERSONAL_SPACE_CHANGE_PASSWORD',
  'PERSONAL_SPACE_LOGOUT',
  'REQUEST_HELP',
] as const;

/** One permission subject. */
export type PermissionSubject = (typeof PERMISSION_SUBJECTS)[number];

/** What a subject gates, and its release stage. */
export interface PermissionSubjectInfo {
  readonly stage: FeatureStage;
  readonly description: string;
}

/**
 * Stage and meaning of every subject. Only PERSONAL_SPACE_LINKEDIN_CONNECTION (spec) and PERSONAL_SPACE_MY_AI
 * (design: a page with no menu entry in the spec, released to testers first) are beta; nothing is alpha.
 * @rule app-shell §6 · feature stage of each subject (LinkedIn connection is beta)
 */
export const PERMISSION_SUBJECT_INFO: { readonly [S in PermissionSubject]: PermissionSubjectInfo } = {
  PAGE_HOME: { stage: 'ga', description: 'Home page (/)' },
  PAGE_CHANGE_PASSWORD: { stage: 'ga', description: 'Change-password page (/change-password)' },
  PAGE_EMAIL_SIGNATURE_GENERATOR: { stage: 'ga', description: 'Email signature generator (/email-signature-generator)' },
  PAGE_SEQUENCE_HOME: { stage: 'ga', description: 'Sequence home page (/sequences/results)' },
  PAGE_BUSINESS_ALERTS: { stage: 'ga', description: 'Business alerts page (/business-alerts)' },
  PAGE_CAMPAIGN_HOME: { stage: 'ga', description: 'Campaign home page (/campaigns/results)' },
  TICKET: { stage: 'ga', description: 'Support ticket: the contact-us help popup of the footer' },
  LINKEDIN: { stage: 'ga', description: 'LinkedIn element: LinkedIn profile links of contacts' },
  POST: { stage: 'ga', description: 'Posting data to the CRM (CRM connector)' },
  ADVANCED_SEARCH: { stage: 'ga', description: 'Advanced search (desk host), header link' },
  QUICK_SEARCH: { stage: 'ga', description: 'Quick search box of the header' },
  QUICK_SEARCH_COMPANIES: { stage: 'ga', description: 'Quick search: companies column' },
  QUICK_SEARCH_CONTACTS: { stage: 'ga', description: 'Quick search: contacts column' },
  QUICK_SEARCH_NEWS: { stage: 'ga', description: 'Quick search: news column' },
  QUICK_SEARCH_CONFERENCES: { stage: 'ga', description: 'Quick search: conferences column' },
  QUICK_SEARCH_ALL_RESULTS: { stage: 'ga', description: 'Quick search: "see more" links to all results (desk host)' },
  MY_LISTS: { stage: 'ga', description: 'My lists (desk host), header link' },
  REPORTS: { stage: 'ga', description: 'Customer inquiries: read = list them, create = request one (inquiry popup)' },
  BUSINESS_ALERTS: { stage: 'ga', description: 'Business alerts header link and news data' },
  CONFERENCES: { stage: 'ga', description: 'Conferences pages and header link' },
  NAVBAR_PROSPECTS: { stage: 'ga', description: 'Prospecting ("Dashboard") menu of the header' },
  MY_PROSPECTING_MY_PROSPECTS: { stage: 'ga', description: 'My prospects' },
  MY_PROSPECTING_SMART_SCORING: { stage: 'ga', description: 'Smart scoring' },
  MANAGER_ACCESS: { stage: 'ga', description: 'Manager area (with is_organization_manager): team, lists and licence monitoring' },
  CAMPAIGNS: { stage: 'ga', description: 'Campaigns (smart mailing): header menu, campaign details' },
  CAMPAIGN_SETTINGS: { stage: 'ga', description: 'Campaign settings (header and footer, senders, domains)' },
  CAMPAIGNS_DRAFT: { stage: 'ga', description: 'Draft campaigns list' },
  CAMPAIGNS_SCHEDULED: { stage: 'ga', description: 'Scheduled campaigns list' },
  CAMPAIGNS_SENT: { stage: 'ga', description: 'Sent campaigns list' },
  SEQUENCES: { stage: 'ga', description: 'Sequences: header menu, sequence details' },
  SEQUENCE_SETTINGS: { stage: 'ga', description: 'Sequence settings (daily threshold per user)' },
  SEQUENCES_DRAFT: { stage: 'ga', description: 'Draft sequences list' },
  SEQUENCES_PROGRAMMED: { stage: 'ga', description: 'Programmed sequences list' },
  SEQUENCES_ONGOING: { stage: 'ga', description: 'Ongoing sequences list' },
  SEQUENCES_PAUSED: { stage: 'ga', description: 'Paused sequences list' },
  SEQUENCES_FINISHED: { stage: 'ga', description: 'Finished sequences list' },
  SEQUENCES_ARCHIVED: { stage: 'ga', description: 'Archived sequences list' },
  PERSONAL_SPACE: { stage: 'ga', description: 'Personal-space root: the "my personal space" heading link of the user menu' },
  PERSONAL_SPACE_DASHBOARD: { stage: 'ga', description: 'My activity dashboard (/my-prospecting/dashboard)' },
  PERSONAL_SPACE_ACTIVITY: { stage: 'ga', description: '"My activity" group of the personal-space sidebar' },
  PERSONAL_SPACE_NOTIFICATIONS: { stage: 'ga', description: 'Notifications page and header bell' },
  PERSONAL_SPACE_NOTIFICATIONS_SETTINGS: { stage: 'ga', description: 'Notification preferences' },
  PERSONAL_SPACE_REQUESTS: { stage: 'ga', description: 'My requests page (/reports)' },
  PERSONAL_SPACE_EXPORT: { stage: 'ga', description: 'Exports (also needs can_export)' },
  PERSONAL_SPACE_EMAIL_RENTAL: { stage: 'ga', description: 'Email rental (also needs can_export_location)' },
  PERSONAL_SPACE_CREDIT_CONSUMPTION: { stage: 'ga', description: 'Credit consumption' },
  PERSONAL_SPACE_SAVED_SEARCHES: { stage: 'ga', description: 'Saved searches' },
  PERSONAL_SPACE_PARAMETERS: { stage: 'ga', description: '"My settings" group of the personal-space sidebar' },
  PERSONAL_SPACE_PROFILE_AND_AI: { stage: 'ga', description: 'Profile and AI' },
  PERSONAL_SPACE_MY_AI: { stage: 'beta', description: 'My AI page (/personal-space/my-ai)' },
  PERSONAL_SPACE_MY_ACCOUNT: { stage: 'ga', description: 'My contract page' },
  PERSONAL_SPACE_ACCOUNT_SEGMENTS: { stage: 'ga', description: 'Company segments (followed companies)' },
  PERSONAL_SPACE_CONTACT_SEGMENTS: { stage: 'ga', description: 'Contact segments (followed contacts)' },
  PERSONAL_SPACE_MY_ALERTS: { stage: 'ga', description: 'My alerts' },
  PERSONAL_SPACE_TEMPLATES: { stage: 'ga', description: 'Templates and signatures' },
  PERSONAL_SPACE_TEST_EMAILS: { stage: 'ga', description: 'Test-send addresses (bat)' },
  PERSONAL_SPACE_EMAIL_CONNECTION: { stage: 'ga', description: 'Mailbox connection' },
  PERSONAL_SPACE_LINKEDIN_CONNECTION: { stage: 'beta', description: 'LinkedIn connection' },
  PERSONAL_SPACE_CHANGE_PASSWORD: { stage: 'ga', description: 'Change password (personal space)' },
  PERSONAL_SPACE_LOGOUT: { stage: 'ga', description: 'Logout entry' },
  REQUEST_HELP: { stage: 'ga', description: '"Need help" entry (request a profile setup or a training)' },
};

/**
 * The subjects released to testers before everyone: the stages of PERMISSION_SUBJECT_INFO that are not `ga` (a test
 * keeps the two equal). `featureStageOf` reads this short table rather than PERMISSION_SUBJECT_INFO so that the web
 * app's first route, which computes abilities, does not carry every subject's description
 * (docs/adr/006-first-route-budget.md).
 */
const PRE_RELEASE_STAGES: Readonly<Partial<Record<PermissionSubject, FeatureStage>>> = {
  PERSONAL_SPACE_MY_AI: 'beta',
  PERSONAL_SPACE_LINKEDIN_CONNECTION: 'beta',
};

/**
 * The release stage of a subject.
 * @rule app-shell §6 · a subject's feature stage decides which tester level may see it
 */
export function featureStageOf(subject: PermissionSubject): FeatureStage {
  return PRE_RELEASE_STAGES[subject] ?? 'ga';
}

/** Narrows a string to a permission subject. */
export function isPermissionSubject(value: unknown): value is PermissionSubject {
  return typeof value === 'string' && (PERMISSION_SUBJECTS as readonly string[]).includes(value);
}

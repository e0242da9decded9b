import { AI_ENDPOINTS } from './ai/ai.contract';
import { ANALYTICS_ENDPOINTS } from './analytics/analytics.contract';
import { ANALYTICS_USAGE_ENDPOINTS } from './analytics/analytics-usage.contract';
import { AUTH_ENDPOINTS } from './auth/auth.contract';
import { BAT_EMAILS_ENDPOINTS } from './bat-emails/bat-emails.contract';
import { BUSINESS_ALERTS_ENDPOINTS } from './business-alerts/business-alerts.contract';
import { COMPANY_PAGES_ENDPOINTS } from './company-pages/company-pages.contract';
import { CONFERENCES_ENDPOINTS } from './conferences/conferences.contract';
import { CREDITS_ENDPOINTS } from './credits/credits.contract';
import { DATA_ENDPOINTS } from './data/data.contract';
import { EMAIL_CONNECTION_ENDPOINTS } from './email-connection/email-connection.contract';
import { EMAIL_MISC_ENDPOINTS } from './email-misc/email-misc.contract';
import type { AnyEndpoint, HttpMethod } from './shared/endpoint';
import { EXPORTS_ENDPOINTS } from './exports/exports.contract';
import { FILE_STORAGE_ENDPOINTS } from './file-storage/file-storage.contract';
import { HELP_REQUEST_ENDPOINTS } from './help-request/help-request.contract';
import { HISTORIES_ENDPOINTS } from './histories/histories.contract';
import { INQUIRIES_ENDPOINTS, INQUIRY_OPERATOR_ENDPOINTS } from './inquiries/inquiries.contract';
import { INTERACTIONS_ENDPOINTS } from './interactions/interactions.contract';
import { LINKEDIN_ENDPOINTS } from './linkedin/linkedin.contract';
import { LOOKUPS_ENDPOINTS } from './lookups/lookups.contract';
import { NEWSLETTER_ENDPOINTS } from './newsletter/newsletter.contract';
import { NOTIFICATIONS_ENDPOINTS } from './notifications/notifications.contract';
import { QUERIES_ENDPOINTS } from './queries/queries.contract';
import { QUICK_SEARCH_ENDPOINTS } from './quick-search/quick-search.contract';
import { SEQUENCES_ENDPOINTS } from './sequences/sequences.contract';
import { SIGNATURES_ENDPOINTS } from './signatures/signatures.contract';
import { SMART_MAILING_ENDPOINTS } from './smart-mailing/smart-mailing.contract';
import { SUPPORT_CHAT_ENDPOINTS, SUPPORT_INBOX_ENDPOINTS } from './support-chat/support-chat.contract';
import { TASKS_ENDPOINTS } from './tasks/tasks.contract';
import { TEMPLATE_TEST_SEND_ENDPOINTS, TEMPLATES_ENDPOINTS } from './templates/templates.contract';
import { USERS_ENDPOINTS } from './users/users.contract';

/** Every endpoint table of the contract, by API area. */
export const ENDPOINT_TABLES = {
  auth: AUTH_ENDPOINTS,
  users: USERS_ENDPOINTS,
  quick_search: QUICK_SEARCH_ENDPOINTS,
  company_pages: COMPANY_PAGES_ENDPOINTS,
  notifications: NOTIFICATIONS_ENDPOINTS,
  help_request: HELP_REQUEST_ENDPOINTS,
  queries: QUERIES_ENDPOINTS,
  newsletter: NEWSLETTER_ENDPOINTS,
  business_alerts: BUSINESS_ALERTS_ENDPOINTS,
  conferences: CONFERENCES_ENDPOINTS,
  sequences: SEQUENCES_ENDPOINTS,
  smart_mailing: SMART_MAILING_ENDPOINTS,
  templates: TEMPLATES_ENDPOINTS,
  template_test_send: TEMPLATE_TEST_SEND_ENDPOINTS,
  bat_emails: BAT_EMAILS_ENDPOINTS,
  signatures: SIGNATURES_ENDPOINTS,
  credits: CREDITS_ENDPOINTS,
  exports: EXPORTS_ENDPOINTS,
  inquiries: INQUIRIES_ENDPOINTS,
  inquiry_operator: INQUIRY_OPERATOR_ENDPOINTS,
  ai: AI_ENDPOINTS,
  tasks: TASKS_ENDPOINTS,
  interactions: INTERACTIONS_ENDPOINTS,
  histories: HISTORIES_ENDPOINTS,
  linkedin: LINKEDIN_ENDPOINTS,
  email_connection: EMAIL_CONNECTION_ENDPOINTS,
  email_misc: EMAIL_MISC_ENDPOINTS,
  file_storage: FILE_STORAGE_ENDPOINTS,
  data: DATA_ENDPOINTS,
  lookups: LOOKUPS_ENDPOINTS,
  analytics: ANALYTICS_ENDPOINTS,
  analytics_usage: ANALYTICS_USAGE_ENDPOINTS,
  support_chat: SUPPORT_CHAT_ENDPOINTS,
  support_inbox: SUPPORT_INBOX_ENDPOINTS,
} as const;

/** An API area (one feature of the contract: `contract/<feature>/`). */
export type EndpointArea = keyof typeof ENDPOINT_TABLES;

/** One endpoint of the contract with where it is declared: `area` and `name` (the gateway method). */
export interface EndpointEntry {
  readonly area: EndpointArea;
  readonly name: string;
  readonly endpoint: AnyEndpoint;
}

/** The key that identifies a route: `METHOD path`, e.g. `GET /v1/users/{id}`. */
export function endpointRouteKey(endpoint: { readonly method: HttpMethod; readonly path: string }): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/**
 * Every call of the HTTP contract, in area order: the API registers its routes from it, the web app's adapters
 * call them. Contract: paths start with /v1 or /v2, a method and path pair appears once, parameters in braces
 * match the params schema.
 * @rule app-shell §7, prospecting §7 · the HTTP contract: every call once, by unique method and path
 */
export const ALL_ENDPOINTS: readonly EndpointEntry[] = Object.entries(ENDPOINT_TABLES).flatMap(([area, table]) =>
  Object.entries(table).map(([name, endpoint]) => ({ area: area as EndpointArea, name, endpoint: endpoint as AnyEndpoint })),
);

/** The endpoint of a method and path pattern, if the contract has it. */
export function findEndpoint(method: HttpMethod, path: string): EndpointEntry | undefined {
  return ALL_ENDPOINTS.find((entry) => entry.endpoint.method === method && entry.endpoint.path === path);
}

import type {
  AnalyticsGateway,
  AnalyticsUsageGateway,
  AuthGateway,
  BatEmailsGateway,
  CreditsGateway,
  BusinessAlertsGateway,
  CompanyPagesGateway,
  ConferencesGateway,
  Clock,
  CookieStorage,
  DataGateway,
  EmailConnectionGateway,
  EndpointClient,
  ExportsGateway,
  HelpRequestGateway,
  HttpClient,
  InquiriesGateway,
  InquiryOperatorGateway,
  KeyValueStorage,
  LinkedinGateway,
  NotificationsGateway,
  QueriesGateway,
  QuickSearchGateway,
  SignaturesGateway,
  FileStorageGateway,
  FileUploadPort,
  SocketGateway,
  SupportChatGateway,
  SupportInboxGateway,
  TemplatesGateway,
  TemplateTestSendGateway,
  Timers,
  UsersGateway,
} from '@cible/core';
import type { AppConfig } from './AppConfig';
import { token } from './token';

/*
 * The tokens of core's ports (packages/core/src/ports) and of the app configuration: the adapters come from
 * @cible/infra, bound in di/modules/*. This file names PORTS only and never imports an implementation of the
 * app (lint: `web-di-tokens-name-ports-only`), so that the classes injected with these tokens can import it
 * without an import cycle. The token of an app class (a store, a view-model) is declared in the class's own
 * file, beside it: `export const SESSION_STORE = token<SessionStore>('SessionStore')` (docs/web-shell.md).
 */

// Configuration and platform.
export const APP_CONFIG = token<AppConfig>('AppConfig');
export const CLOCK = token<Clock>('Clock');
export const COOKIE_STORAGE = token<CookieStorage>('CookieStorage');
export const KEY_VALUE_STORAGE = token<KeyValueStorage>('KeyValueStorage');
export const TIMERS = token<Timers>('Timers');

// HTTP: the client (bearer token, 401 → logout, shared GETs) and the gateways built on it.
export const HTTP_CLIENT = token<HttpClient>('HttpClient');
export const ENDPOINT_CLIENT = token<EndpointClient>('EndpointClient');
export const AUTH_GATEWAY = token<AuthGateway & Pick<UsersGateway, 'activateAccount'>>('AuthGateway');
export const USERS_GATEWAY = token<UsersGateway>('UsersGateway');
export const HELP_REQUEST_GATEWAY = token<HelpRequestGateway>('HelpRequestGateway');
export const NOTIFICATIONS_GATEWAY = token<NotificationsGateway>('NotificationsGateway');
export const EMAIL_CONNECTION_GATEWAY = token<EmailConnectionGateway>('EmailConnectionGateway');
export const LINKEDIN_GATEWAY = token<LinkedinGateway>('LinkedinGateway');
export const COMPANY_PAGES_GATEWAY = token<CompanyPagesGateway>('CompanyPagesGateway');
export const CONFERENCES_GATEWAY = token<ConferencesGateway>('ConferencesGateway');
export const QUICK_SEARCH_GATEWAY = token<QuickSearchGateway>('QuickSearchGateway');
export const INQUIRIES_GATEWAY = token<InquiriesGateway>('InquiriesGateway');
export const INQUIRY_OPERATOR_GATEWAY = token<InquiryOperatorGateway>('InquiryOperatorGateway');
export const QUERIES_GATEWAY = token<QueriesGateway>('QueriesGateway');
export const DATA_GATEWAY = token<DataGateway>('DataGateway');
export const BUSINESS_ALERTS_GATEWAY = token<BusinessAlertsGateway>('BusinessAlertsGateway');
export const SUPPORT_CHAT_GATEWAY = token<SupportChatGateway>('SupportChatGateway');
export const SUPPORT_INBOX_GATEWAY = token<SupportInboxGateway>('SupportInboxGateway');
/** The templates, their tags, and the editor's preview and test send (one HTTP gateway). */
export const TEMPLATES_GATEWAY = token<TemplatesGateway & TemplateTestSendGateway>('TemplatesGateway');
export const BAT_EMAILS_GATEWAY = token<BatEmailsGateway>('BatEmailsGateway');
/** Credits: balances, history, consumption over time, the manager's top-ups. */
export const CREDITS_GATEWAY = token<CreditsGateway>('CreditsGateway');
export const SIGNATURES_GATEWAY = token<SignaturesGateway>('SignaturesGateway');
/** Signed uploads (the images of signatures and templates): the upload URL, then one PUT of the file to it. */
export const FILE_STORAGE_GATEWAY = token<FileStorageGateway>('FileStorageGateway');
export const FILE_UPLOADER = token<FileUploadPort>('FileUploader');
/** The exports: list, one export, its file, the email-rental usage, and starting one. */
export const EXPORTS_GATEWAY = token<ExportsGateway>('ExportsGateway');

// Real time and analytics.
export const SOCKET_GATEWAY = token<SocketGateway>('SocketGateway');
export const ANALYTICS_GATEWAY = token<AnalyticsGateway>('AnalyticsGateway');
export const ANALYTICS_USAGE_GATEWAY = token<AnalyticsUsageGateway>('AnalyticsUsageGateway');

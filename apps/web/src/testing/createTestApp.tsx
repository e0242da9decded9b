import { vi } from 'vitest';
import { ContainerModule } from 'inversify';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { SESSION_COOKIE_NAME, createFixedClock } from '@cible/core';
import type { ExportsGateway, BatEmailsGateway, CreditsGateway, BusinessAlertsGateway, ConferencesGateway, DataGateway, EmailConnectionGateway, LinkedinGateway, QueriesGateway, SignaturesGateway, FileStorageGateway, FileUploadPort, SupportChatGateway, SupportInboxGateway, TemplatesGateway, TemplateTestSendGateway } from '@cible/core';
import { systemTimers } from '@cible/infra';
import type { AuthGateway, CompanyPagesGateway, GlobalConfiguration, HelpRequestGateway, HttpClient, InquiriesGateway, InquiryOperatorGateway, LicenceId, NotificationsGateway, QuickSearchGateway, SocketGateway, User, UsersGateway } from '@cible/core';
import { createAppContainer } from '../di/container';
import { ContainerContext } from '../di/ContainerContext';
import { provide, resolve } from '../di/injection';
import {
  BAT_EMAILS_GATEWAY,
  CREDITS_GATEWAY,
  BUSINESS_ALERTS_GATEWAY,
  CONFERENCES_GATEWAY,
  DATA_GATEWAY,
  EMAIL_CONNECTION_GATEWAY,
  EXPORTS_GATEWAY,
  FILE_STORAGE_GATEWAY,
  FILE_UPLOADER,
  LINKEDIN_GATEWAY,
  QUERIES_GATEWAY,
  SIGNATURES_GATEWAY,
  TEMPLATES_GATEWAY,
  TIMERS,
} from '../di/tokens';
import { ANALYTICS_GATEWAY, AUTH_GATEWAY, CLOCK, COMPANY_PAGES_GATEWAY, COOKIE_STORAGE, HELP_REQUEST_GATEWAY, HTTP_CLIENT, INQUIRIES_GATEWAY, INQUIRY_OPERATOR_GATEWAY, KEY_VALUE_STORAGE, NOTIFICATIONS_GATEWAY, QUICK_SEARCH_GATEWAY, SOCKET_GATEWAY, SUPPORT_CHAT_GATEWAY, SUPPORT_INBOX_GATEWAY, USERS_GATEWAY } from '../di/tokens';
import { GLOBAL_CONFIGURATION_STORE } from '../features/session/GlobalConfigurationStore';
import { globalConfigurationModule } from '../di/modules/globalConfigurationModule';
import { layoutModule } from '../di/modules/layoutModule';
import { loadFeatureModule } from '../di/loadFeatureModule';
import { HELP_POPUP_STORE } from '../features/shell/HelpPopupStore';
import { SESSION_STORE } from '../features/session/SessionStore';
import { SESSION_TOKEN_SOURCE } from '../features/session/SessionTokenSource';
import { TOAST_STORE } from '../ui/components/Toast/ToastStore';
import { RouterSessionNavigator } from '../features/session/RouterSessionNavigator';
import { createAppRouter } from '../routing/createAppRouter';
import { MemoryCookieStorage } from './MemoryCookieStorage';
import { MemoryKeyValueStorage } from './MemoryKeyValueStorage';
import { RecordingAnalytics } from './RecordingAnalytics';
import { fakeAuthGateway, fakeUsersGateway } from './fakeGateways';
import { makeTestJwt } from './makeTestJwt';
import { makeTestUser } from './testUsers';
import { stubWindowScroll } from './stubWindowScroll';

stubWindowScroll();

/** Test helper: the instant the test app's clock is stopped at (a Monday morning). */
export const TEST_NOW = Date.UTC(2026, 0, 12, 9, 0, 0);
const NOW_S = TEST_NOW / 1000;

export interface TestAppOptions {
  /** The user the API knows (licence 1 by default). */
  readonly user?: User;
  readonly licence?: LicenceId;
  /** Starts with a valid session cookie. */
  readonly loggedIn?: boolean;
  readonly auth?: Parameters<typeof fakeAuthGateway>[0];
  readonly users?: Partial<Record<keyof UsersGateway, unknown>>;
  readonly configurations?: GlobalConfiguration[];
  /** Quick-search gateway calls (default: every column empty). */
  readonly quickSearch?: Partial<Record<keyof QuickSearchGateway, unknown>>;
  /** Inquiries gateway calls (default: quota 0 of 15). */
  readonly inquiries?: Partial<Record<keyof InquiriesGateway, unknown>>;
  readonly inquiryOperator?: Partial<Record<keyof InquiryOperatorGateway, unknown>>;
  readonly companyPages?: Partial<Record<keyof CompanyPagesGateway, unknown>>;
  /** Mailbox-connection gateway calls (default: never connected). */
  readonly emailConnection?: Partial<Record<keyof EmailConnectionGateway, unknown>>;
  /** LinkedIn gateway calls (default: never connected). */
  readonly linkedin?: Partial<Record<keyof LinkedinGateway, unknown>>;
  readonly supportChat?: Partial<Record<keyof SupportChatGateway, unknown>>;
  readonly supportInbox?: Partial<Record<keyof SupportInboxGateway, unknown>>;
  /** Queries gateway calls (default: no query). */
  readonly queries?: Partial<Record<keyof QueriesGateway, unknown>>;
  /** Data (advanced search) gateway calls (default: nothing found). */
  readonly data?: Partial<Record<keyof DataGateway, unknown>>;
  /** Conferences gateway calls (default: no conference, no theme). */
  readonly conferences?: Partial<Record<keyof ConferencesGateway, unknown>>;
  /** Business-alerts gateway calls (default: no facet value, no news). */
  readonly businessAlerts?: Partial<Record<keyof BusinessAlertsGateway, unknown>>;
  /** Email-templates gateway calls (default: no template, no tag). */
  readonly templates?: Partial<Record<keyof (TemplatesGateway & TemplateTestSendGateway), unknown>>;
  /** Test-address gateway calls (default: the user's own address only). */
  readonly batEmails?: Partial<Record<keyof BatEmailsGateway, unknown>>;
  /** Credits gateway calls (default: zero balances, no history, no consumption, an empty team). */
  readonly credits?: Partial<Record<keyof CreditsGateway, unknown>>;
  /** Signatures gateway calls (default: no signature; a write answers the signature it was sent, id 100). */
  readonly signatures?: Partial<Record<keyof SignaturesGateway, unknown>>;
  /** File-storage calls (default: a signed upload of the file named, which the uploader accepts). */
  readonly fileStorage?: Partial<Record<keyof FileStorageGateway, unknown>>;
  readonly fileUploader?: Partial<Record<keyof FileUploadPort, unknown>>;
  /** Exports gateway calls (default: no export, no email-rental usage). */
  readonly exports?: Partial<Record<keyof ExportsGateway, unknown>>;
  /** The real-time socket (default: an idle one that never pushes). */
  readonly socket?: SocketGateway;
}

/** Test helper: a session token of the test user, valid one hour from TEST_NOW. */
export function testJwt(userId = 7, extra: Record<string, unknown> = {}): string {
  return makeTestJwt({ user_id: userId, organization_id: 1, iat: NOW_S, exp: NOW_S + 3600, ...extra });
}

/**
 * Test helper: the app's real container (session, shell stores) over fake adapters (in-memory cookies and
 * storage, fake gateways, recording analytics, a fixed clock), and a way to render the real router at a path.
 */
export function createTestApp(options: TestAppOptions = {}) {
  const user = options.user ?? makeTestUser(options.licence ?? 1);
  const cookies = new MemoryCookieStorage();
  const storage = new MemoryKeyValueStorage();
  const analytics = new RecordingAnalytics();
  const auth: AuthGateway = fakeAuthGateway({ login: vi.fn(async () => ({ jwt: testJwt(user.id) })), ...options.auth });
  const users: UsersGateway = fakeUsersGateway(user, [user], {
    getGlobalConfigurations: vi.fn(async () => ({ global_configuration_list: options.configurations ?? [] })),
    ...options.users,
  });
  const http = { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } as unknown as HttpClient;
  const socket: SocketGateway = options.socket ?? { connect: vi.fn(), disconnect: vi.fn(), send: vi.fn(() => false), onMessage: vi.fn(() => () => {}), status: 'idle' };
  const helpRequests = { sendHelpRequest: vi.fn(async () => undefined) } as unknown as HelpRequestGateway;
  const notifications = {
    listNotifications: vi.fn(async () => ({ notification_list: [], notification_count: 0 })),
    listNotViewedNotifications: vi.fn(async () => ({ notification_list: [], notification_count: 0 })),
    markNotificationViewed: vi.fn(async () => undefined),
    markNotificationsViewed: vi.fn(async () => undefined),
    getNotificationSettings: vi.fn(async () => ({ blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: false })),
    updateNotificationSettings: vi.fn(async (input: { body: unknown }) => input.body),
  } as unknown as NotificationsGateway;
  const emptyColumn = { total: 0, data: [] };
  const quickSearch = {
    quickSearch: vi.fn(async () => ({ companies: emptyColumn, personsActive: emptyColumn, news: emptyColumn, conferences: emptyColumn })),
    ...options.quickSearch,
  } as unknown as QuickSearchGateway;
  const inquiries = {
    listInquiries: vi.fn(async () => ({ inquiry_list: [], inquiry_count: 0 })),
    createInquiry: vi.fn(),
    getInquiryQuota: vi.fn(async () => ({ open_inquiry_count: 0, max_quota: 15, is_reached: false })),
    ...options.inquiries,
  } as unknown as InquiriesGateway;
  const inquiryOperator = {
    listOperatorInquiries: vi.fn(async () => ({ inquiry_list: [], inquiry_count: 0, organization_list: [] })),
    changeInquiryStatus: vi.fn(),
    ...options.inquiryOperator,
  } as unknown as InquiryOperatorGateway;
  const companyPages = {
    getCompanyContacts: vi.fn(async () => ({ contact_list: [], contact_count: 0 })),
    ...options.companyPages,
  } as unknown as CompanyPagesGateway;
  const neverConnected = { status: 'disconnected', account_infos: null } as const;
  const emailConnection = {
    getEmailCredentials: vi.fn(async () => neverConnected),
    deleteEmailCredentials: vi.fn(async () => undefined),
    createSmtpImapCredentials: vi.fn(),
    getLocalTestMailbox: vi.fn(async () => ({ available: false })),
    createLocalTestCredentials: vi.fn(),
    getOauthProviders: vi.fn(async () => ({ provider_list: [] })),
    ...options.emailConnection,
  } as unknown as EmailConnectionGateway;
  const linkedin = {
    getLinkedinCredentials: vi.fn(async () => neverConnected),
    disconnectLinkedin: vi.fn(async () => undefined),
    ...options.linkedin,
  } as unknown as LinkedinGateway;
  const supportChat = {
    getMySupportConversation: vi.fn(async () => ({ conversation: null })),
    listSupportMessages: vi.fn(async () => ({ message_list: [], has_more: false })),
    sendSupportMessage: vi.fn(),
    markSupportConversationRead: vi.fn(),
    ...options.supportChat,
  } as unknown as SupportChatGateway;
  const supportInbox = {
    listSupportInbox: vi.fn(async () => ({ conversation_list: [], conversation_count: 0, unread_conversation_count: 0 })),
    ...options.supportInbox,
  } as unknown as SupportInboxGateway;
  const queries = {
    listQueries: vi.fn(async () => ({ query_list: [], query_count: 0 })),
    createQuery: vi.fn(),
    updateQuery: vi.fn(),
    deleteQuery: vi.fn(async () => undefined),
    shareUserQuery: vi.fn(),
    ...options.queries,
  } as unknown as QueriesGateway;
  const data = {
    searchContactsFull: vi.fn(async () => ({ contact_list: [], contact_count: 0 })),
    searchAccounts: vi.fn(async () => ({ account_list: [], account_count: 0 })),
    ...options.data,
  } as unknown as DataGateway;
  const conferences = {
    searchConferences: vi.fn(async () => ({ conference_list: [], conference_count: 0 })),
    getConferenceThemes: vi.fn(async () => ({ theme_list: [] })),
    getConferenceProgram: vi.fn(),
    ...options.conferences,
  } as unknown as ConferencesGateway;
  const businessAlerts = {
    businessAlertFacets: vi.fn(async () => ({ facet_list: [] })),
    businessAlertNews: vi.fn(async () => ({ news_list: [], news_count: 0 })),
    ...options.businessAlerts,
  } as unknown as BusinessAlertsGateway;
  const templates = {
    listEmailTemplates: vi.fn(async () => ({ template_list: [], template_count: 0 })),
    getEmailTemplate: vi.fn(),
    createEmailTemplate: vi.fn(),
    updateEmailTemplate: vi.fn(),
    deleteEmailTemplate: vi.fn(async () => undefined),
    listTemplateTags: vi.fn(async () => ({ tag_list: [] })),
    createTemplateTag: vi.fn(),
    updateTemplateTag: vi.fn(),
    deleteTemplateTag: vi.fn(async () => undefined),
    tagEmailTemplate: vi.fn(async () => undefined),
    untagEmailTemplate: vi.fn(async () => undefined),
    previewEmailTemplate: vi.fn(),
    sendEmailTemplateTest: vi.fn(async () => ({ sent_count: 1 })),
    ...options.templates,
  } as unknown as TemplatesGateway & TemplateTestSendGateway;
  const batEmails = {
    listBatEmails: vi.fn(async () => ({ bat_email_list: [{ id: 0, email: user.email }] })),
    replaceBatEmails: vi.fn(),
    ...options.batEmails,
  } as unknown as BatEmailsGateway;
  const zeroCredit = { amount: 0, is_renewed: false, renewal_amount: 0, initial_amount: 0 };
  const credits = {
    getOrganizationCredit: vi.fn(async () => zeroCredit),
    getUserCredit: vi.fn(async () => zeroCredit),
    listUserCredits: vi.fn(async () => ({ credit_list: [] })),
    createUserCredit: vi.fn(async () => zeroCredit),
    manageCredits: vi.fn(async () => ({ credit_list: [] })),
    getUserCreditHistory: vi.fn(async () => ({ history_list: [], history_count: 0 })),
    getUserCreditConsumption: vi.fn(async () => ({ grouping: '1_day', point_list: [], total: 0 })),
    ...options.credits,
  } as unknown as CreditsGateway;
  const written = (input: { params?: { id: number }; body: { name: string; html_content: string; plain_content?: string | null; user_id?: number } }) => ({
    id: input.params?.id ?? 100,
    name: input.body.name,
    html_content: input.body.html_content,
    plain_content: input.body.plain_content ?? null,
    user_id: input.body.user_id ?? user.id,
  });
  const signatures = {
    listSignatures: vi.fn(async () => ({ signature_list: [] })),
    createSignature: vi.fn(async (input: Parameters<typeof written>[0]) => written(input)),
    replaceSignature: vi.fn(async (input: Parameters<typeof written>[0]) => written(input)),
    listOtherUsersSignatures: vi.fn(async () => ({ signature_list: [] })),
    createOtherUserSignature: vi.fn(async (input: Parameters<typeof written>[0]) => written(input)),
    replaceOtherUserSignature: vi.fn(async (input: Parameters<typeof written>[0]) => written(input)),
    ...options.signatures,
  } as unknown as SignaturesGateway;
  const fileStorage = {
    getUploadHash: vi.fn(async () => ({
      hash: 'AAAAAAAAAAAAAAAAAAAAAA',
      upload_url: 'https://app.cible.test/v1/file-storage/uploads/AAAAAAAAAAAAAAAAAAAAAA?expires=1&signature=s',
      file_url: 'https://app.cible.test/v1/files/AAAAAAAAAAAAAAAAAAAAAA',
      expires_at: new Date(TEST_NOW).toISOString(),
    })),
    ...options.fileStorage,
  } as unknown as FileStorageGateway;
  const fileUploader = { upload: vi.fn(async () => undefined), ...options.fileUploader } as unknown as FileUploadPort;
  const exports = {
    listExports: vi.fn(async () => ({ export_list: [], export_count: 0 })),
    getExport: vi.fn(),
    downloadExport: vi.fn(),
    getEmailRentalUsage: vi.fn(async () => ({ location_history_list: [], location_history_count: 0 })),
    createIndividualExport: vi.fn(),
    createTeamExport: vi.fn(),
    createProspectingListsExport: vi.fn(),
    createSubscriptionExport: vi.fn(),
    createEmailRentalExport: vi.fn(),
    ...options.exports,
  } as unknown as ExportsGateway;
  const adapters = new ContainerModule((bindings) => {
    provide(bindings, CLOCK).toConstantValue(createFixedClock(TEST_NOW));
    provide(bindings, TIMERS).toConstantValue(systemTimers);
    provide(bindings, COOKIE_STORAGE).toConstantValue(cookies);
    provide(bindings, KEY_VALUE_STORAGE).toConstantValue(storage);
    provide(bindings, HTTP_CLIENT).toConstantValue(http);
    provide(bindings, AUTH_GATEWAY).toConstantValue(auth as AuthGateway & Pick<UsersGateway, 'activateAccount'>);
    provide(bindings, USERS_GATEWAY).toConstantValue(users);
    provide(bindings, ANALYTICS_GATEWAY).toConstantValue(analytics);
    provide(bindings, SOCKET_GATEWAY).toConstantValue(socket);
    provide(bindings, HELP_REQUEST_GATEWAY).toConstantValue(helpRequests);
    provide(bindings, NOTIFICATIONS_GATEWAY).toConstantValue(notifications);
    provide(bindings, QUICK_SEARCH_GATEWAY).toConstantValue(quickSearch);
    provide(bindings, INQUIRIES_GATEWAY).toConstantValue(inquiries);
    provide(bindings, INQUIRY_OPERATOR_GATEWAY).toConstantValue(inquiryOperator);
    provide(bindings, COMPANY_PAGES_GATEWAY).toConstantValue(companyPages);
    provide(bindings, EMAIL_CONNECTION_GATEWAY).toConstantValue(emailConnection);
    provide(bindings, LINKEDIN_GATEWAY).toConstantValue(linkedin);
    provide(bindings, SUPPORT_CHAT_GATEWAY).toConstantValue(supportChat);
    provide(bindings, SUPPORT_INBOX_GATEWAY).toConstantValue(supportInbox);
    provide(bindings, QUERIES_GATEWAY).toConstantValue(queries);
    provide(bindings, DATA_GATEWAY).toConstantValue(data);
    provide(bindings, CONFERENCES_GATEWAY).toConstantValue(conferences);
    provide(bindings, BUSINESS_ALERTS_GATEWAY).toConstantValue(businessAlerts);
    provide(bindings, TEMPLATES_GATEWAY).toConstantValue(templates);
    provide(bindings, BAT_EMAILS_GATEWAY).toConstantValue(batEmails);
    provide(bindings, CREDITS_GATEWAY).toConstantValue(credits);
    provide(bindings, SIGNATURES_GATEWAY).toConstantValue(signatures);
    provide(bindings, FILE_STORAGE_GATEWAY).toConstantValue(fileStorage);
    provide(bindings, FILE_UPLOADER).toConstantValue(fileUploader);
    provide(bindings, EXPORTS_GATEWAY).toConstantValue(exports);
  });
  const navigator = new RouterSessionNavigator();
  const container = createAppContainer({ navigator, config: { apiBaseUrl: 'http://localhost', secureCookies: false }, adapters: [adapters] });
  if (options.loggedIn) cookies.set(SESSION_COOKIE_NAME, testJwt(user.id));
  const session = resolve(container, SESSION_STORE);
  const tokens = resolve(container, SESSION_TOKEN_SOURCE);

  /** Renders the real route tree at a path; resolves once the first navigation settled. */
  const renderAt = async (path: string) => {
    const router = createAppRouter({ container, session, tokens }, createMemoryHistory({ initialEntries: [path] }));
    navigator.attach(router);
    const view = render(
      <ContainerContext.Provider value={container}>
        <RouterProvider router={router} />
      </ContainerContext.Provider>,
    );
    await router.load().catch(() => undefined);
    return { router, view };
  };

  // The layout binds its stores and the global configuration store when it first renders; the tests read them before.
  loadFeatureModule(container, layoutModule);
  loadFeatureModule(container, globalConfigurationModule);

  return {
    container,
    session,
    tokens,
    cookies,
    storage,
    analytics,
    auth,
    users,
    http,
    socket,
    helpRequests,
    notifications,
    supportChat,
    supportInbox,
    queries,
    data,
    conferences,
    businessAlerts,
    templates,
    batEmails,
    credits,
    quickSearch,
    inquiries,
    inquiryOperator,
    companyPages,
    emailConnection,
    linkedin,
    signatures,
    fileStorage,
    fileUploader,
    exports,
    user,
    navigator,
    toasts: resolve(container, TOAST_STORE),
    helpPopup: resolve(container, HELP_POPUP_STORE),
    configuration: resolve(container, GLOBAL_CONFIGURATION_STORE),
    renderAt,
  };
}

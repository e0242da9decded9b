import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import { SOCKET_MESSAGE_MAX_LENGTH } from '@cible/core';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import packageJson from '../../package.json' with { type: 'json' };
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { devMailRoutes } from '../mail/dev-mail-routes';
import type { Mailer } from '../mail/mailer';
import type { SmtpCatcher } from '../mail/smtp-catcher';
import { createLocalTestMailbox } from '../mail/local-test-mailbox';
import { withMailHostPolicy } from '../mail/mail-host-policy';
import type { LocalTestMailbox } from '../mail/local-test-mailbox';
import { createMailOutbox } from '../mail/mail-outbox';
import { createAnalyticsBeaconTokens } from '../modules/analytics/analytics-beacon-tokens';
import { startAnalyticsRetentionJob } from '../modules/analytics/analytics-retention-job';
import { analyticsRoutes } from '../modules/analytics/analytics-routes';
import { createAnalyticsRepository } from '../modules/analytics/analytics-repository';
import { createAnalyticsService } from '../modules/analytics/analytics-service';
import { createAuditRepository } from '../modules/audit/audit-repository';
import { authRoutes } from '../modules/auth/auth-routes';
import { createAuthAttemptsRepository } from '../modules/auth/auth-attempts-repository';
import { createAuthService } from '../modules/auth/auth-service';
import { createCredentialsRepository } from '../modules/auth/credentials-repository';
import { createPasswordResetRepository } from '../modules/auth/password-reset-repository';
import { healthRoutes } from '../modules/health/health-routes';
import type { DataLoadStatus } from '../modules/health/data-load-status';
import { helpRequestRoutes } from '../modules/help-request/help-request-routes';
import { createHelpRequestService } from '../modules/help-request/help-request-service';
import { createCachedQuickSearchRepository } from '../modules/quick-search/cached-quick-search-repository';
import { createQuickSearchRepository } from '../modules/quick-search/quick-search-repository';
import { quickSearchRoutes } from '../modules/quick-search/quick-search-routes';
import { createQuickSearchService } from '../modules/quick-search/quick-search-service';
import { createAdvancedSearchRepository } from '../modules/advanced-search/advanced-search-repository';
import { advancedSearchRoutes } from '../modules/advanced-search/advanced-search-routes';
import { createAdvancedSearchService, type AdvancedSearchServiceOptions } from '../modules/advanced-search/advanced-search-service';
import { createBusinessAlertsRepository } from '../modules/business-alerts/business-alerts-repository';
import { businessAlertsRoutes } from '../modules/business-alerts/business-alerts-routes';
import { createBusinessAlertsService } from '../modules/business-alerts/business-alerts-service';
import { createInquiriesRepository } from '../modules/inquiries/inquiries-repository';
import { inquiriesRoutes } from '../modules/inquiries/inquiries-routes';
import { createInquiryOperatorRepository } from '../modules/inquiries/inquiry-operator-repository';
import { inquiryOperatorRoutes } from '../modules/inquiries/inquiry-operator-routes';
import { createInquiryOperatorService } from '../modules/inquiries/inquiry-operator-service';
import { createInquiriesService } from '../modules/inquiries/inquiries-service';
import { createQueriesRepository } from '../modules/queries/queries-repository';
import { queriesRoutes } from '../modules/queries/queries-routes';
import { createQueriesService } from '../modules/queries/queries-service';
import { connectionsRoutes } from '../modules/connections/connections-routes';
import { createConnectionsRepository } from '../modules/connections/connections-repository';
import { createSequencesRepository } from '../modules/sequences/sequences-repository';
import { createImportQueryContactsReader, createQueryContactsReader } from '../modules/sequences/query-contacts';
import { createSequenceStatisticsRepository } from '../modules/sequences/sequence-statistics-repository';
import { sequenceStatisticsRoutes } from '../modules/sequences/sequence-statistics-routes';
import { createSequenceStatisticsService } from '../modules/sequences/sequence-statistics-service';
import { createSequenceTargetsRepository } from '../modules/sequences/sequence-targets-repository';
import { sequenceTargetRemovalRoutes, sequenceTargetsRoutes } from '../modules/sequences/sequence-targets-routes';
import { createSequenceTargetsService } from '../modules/sequences/sequence-targets-service';
import { sequenceDeletionRoutes, sequencesRoutes } from '../modules/sequences/sequences-routes';
import { startTaskReminderJob } from '../modules/tasks/task-reminder-job';
import type { TaskReminderJob } from '../modules/tasks/task-reminder-job';
import { createTasksRepository } from '../modules/tasks/tasks-repository';
import { tasksRoutes } from '../modules/tasks/tasks-routes';
import { createTasksService } from '../modules/tasks/tasks-service';
import type { TasksService } from '../modules/tasks/tasks-service';
import { createScheduledEmailsRepository } from '../modules/sequences/scheduled-emails-repository';
import { createSequenceSendClaims } from '../modules/sequences/sequence-send-claims';
import { createSequenceSendsRepository } from '../modules/sequences/sequence-sends-repository';
import { createSequenceSender } from '../modules/sequences/sequence-sender';
import type { SequenceSender } from '../modules/sequences/sequence-sender';
import { startSequenceSenderJob } from '../modules/sequences/sequence-sender-job';
import { sequenceSendingRoutes } from '../modules/sequences/sequence-sending-routes';
import { createSequenceTestSendService } from '../modules/sequences/sequence-test-send-service';
import { createSequenceSendReviewService } from '../modules/sequences/sequence-send-review-service';
import { createSentFolderLookup } from '../modules/sequences/sent-folder-lookup';
import { createSequencesService } from '../modules/sequences/sequences-service';
import { createSequencePlanner } from '../modules/sequences/sequence-planner';
import type { SequencePlanner } from '../modules/sequences/sequence-planner';
import { createSequencePlannerRepository } from '../modules/sequences/sequence-planner-repository';
import { sequenceRunnerRoutes } from '../modules/sequences/sequence-runner-routes';
import { startSequenceRunnerJobs } from '../modules/sequences/sequence-runner-jobs';
import type { SequenceRunnerJobs } from '../modules/sequences/sequence-runner-jobs';
import { createConnectionsService } from '../modules/connections/connections-service';
import { createMailboxConnector } from '../modules/connections/mailbox-connector';
import { createMailboxOauthService } from '../modules/connections/mailbox-oauth-service';
import { createMailboxOauthStatesRepository } from '../modules/connections/mailbox-oauth-states-repository';
import { createMailboxOwnerOf } from '../modules/connections/mailbox-owner';
import { createOauthMailboxTokens } from '../modules/connections/oauth-mailbox-tokens';
import { createTemplatesRepository } from '../modules/templates/templates-repository';
import { templatesRoutes } from '../modules/templates/templates-routes';
import { createTemplatesService } from '../modules/templates/templates-service';
import { createSignaturesRepository } from '../modules/signatures/signatures-repository';
import { createExportProgressAnnouncer } from '../modules/exports/export-progress-announcer';
import { createExportStore } from '../modules/exports/export-store';
import { startExportJobs } from '../modules/exports/exports-jobs';
import { startSequenceRepliesJobs } from '../modules/sequence-replies/sequence-replies-jobs';
import type { SequenceRepliesJobs } from '../modules/sequence-replies/sequence-replies-jobs';
import { createSequenceRepliesRepository } from '../modules/sequence-replies/sequence-replies-repository';
import { createSequenceRepliesService } from '../modules/sequence-replies/sequence-replies-service';
import type { SequenceRepliesService } from '../modules/sequence-replies/sequence-replies-service';
import { createEmailTracker, TRACKING_UNSUBSCRIBE_PATH } from '../modules/sequence-tracking/email-tracker';
import type { EmailTracker } from '../modules/sequence-tracking/email-tracker';
import { createSequenceTrackingRepository } from '../modules/sequence-tracking/sequence-tracking-repository';
import { sequenceTrackingRoutes } from '../modules/sequence-tracking/sequence-tracking-routes';
import { createSequenceTrackingService } from '../modules/sequence-tracking/sequence-tracking-service';
import { readNewInboxMails } from '../mail/read-new-inbox-mails';
import type { ExportJobs } from '../modules/exports/exports-jobs';
import { createExportsRepository } from '../modules/exports/exports-repository';
import { exportsRoutes } from '../modules/exports/exports-routes';
import { createExportsService } from '../modules/exports/exports-service';
import type { ExportsService } from '../modules/exports/exports-service';
import { createFileStorageRepository } from '../modules/file-storage/file-storage-repository';
import { fileStorageRoutes } from '../modules/file-storage/file-storage-routes';
import { createFileStorageService } from '../modules/file-storage/file-storage-service';
import { storedFileRoutes } from '../modules/file-storage/stored-file-routes';
import { createUploadSigner } from '../modules/file-storage/upload-signer';
import { signaturesRoutes } from '../modules/signatures/signatures-routes';
import { createSignaturesService } from '../modules/signatures/signatures-service';
import { createBatEmailsRepository } from '../modules/bat-emails/bat-emails-repository';
import { batEmailsRoutes } from '../modules/bat-emails/bat-emails-routes';
import { createBatEmailsService } from '../modules/bat-emails/bat-emails-service';
import { createSendersRepository } from '../modules/smart-mailing/senders-repository';
import { createSendersService } from '../modules/smart-mailing/senders-service';
import { createSendingDomainsRepository } from '../modules/smart-mailing/sending-domains-repository';
import { createSendingDomainsService } from '../modules/smart-mailing/sending-domains-service';
import { smartMailingRoutes } from '../modules/smart-mailing/smart-mailing-routes';
import { createCampaignEngagementListsRepository } from '../modules/smart-mailing/campaign-engagement-lists-repository';
import { createCampaignEngagementListsService } from '../modules/smart-mailing/campaign-engagement-lists-service';
import { createCampaignStatisticsRepository } from '../modules/smart-mailing/campaign-statistics-repository';
import { createCampaignStatisticsService } from '../modules/smart-mailing/campaign-statistics-service';
import { createCampaignTargetListsRepository } from '../modules/smart-mailing/campaign-target-lists-repository';
import { createCampaignTargetListsService } from '../modules/smart-mailing/campaign-target-lists-service';
import { createCampaignTargetsRepository } from '../modules/smart-mailing/campaign-targets-repository';
import { createCampaignTargetsService } from '../modules/smart-mailing/campaign-targets-service';
import { createCampaignsRepository } from '../modules/smart-mailing/campaigns-repository';
import { createCampaignsService } from '../modules/smart-mailing/campaigns-service';
import { campaignDeletionRoutes, campaignsRoutes } from '../modules/smart-mailing/campaigns-routes';
import { createCampaignSendClaims } from '../modules/smart-mailing/campaign-send-claims';
import { createCampaignSendRepository } from '../modules/smart-mailing/campaign-send-repository';
import { createCampaignTimelineRepository } from '../modules/smart-mailing/campaign-timeline-repository';
import { campaignTimelineRoutes } from '../modules/smart-mailing/campaign-timeline-routes';
import { createCampaignPreviewRepository } from '../modules/smart-mailing/campaign-preview-repository';
import { campaignPreviewRoutes } from '../modules/smart-mailing/campaign-preview-routes';
import { createCampaignPreviewService } from '../modules/smart-mailing/campaign-preview-service';
import { CAMPAIGN_MIRROR_PATH, campaignSendRoutes } from '../modules/smart-mailing/campaign-send-routes';
import { createCampaignSendService } from '../modules/smart-mailing/campaign-send-service';
import { createCampaignSendTrackingRepository } from '../modules/smart-mailing/campaign-send-tracking-repository';
import { createCampaignSender, createRelayTransport } from '../modules/smart-mailing/campaign-sender';
import { createImapCampaignJournal, parseJournalImapUrl } from '../modules/smart-mailing/campaign-journal';
import type { CampaignSender } from '../modules/smart-mailing/campaign-sender';
import { startCampaignSenderJobs } from '../modules/smart-mailing/campaign-sender-jobs';
import { campaignBounceAddressOf, startCampaignBounces } from '../modules/smart-mailing/campaign-bounce-jobs';
import type { CampaignBounces } from '../modules/smart-mailing/campaign-bounce-jobs';
import { withCampaignBounceEnvelope } from '../modules/smart-mailing/campaign-bounce-envelope';
import type { CampaignSenderJobs } from '../modules/smart-mailing/campaign-sender-jobs';
import { createCampaignSenderRepository } from '../modules/smart-mailing/campaign-sender-repository';
import { withCampaignTracking } from '../modules/smart-mailing/campaign-unsubscribe-tracking';
import { createUnsubscribeTokens, withSignedUnsubscribeTokens } from '../modules/smart-mailing/campaign-unsubscribe-token';
import { createCampaignUnsubscribeService } from '../modules/smart-mailing/campaign-unsubscribe-service';
import { campaignUnsubscribeRoutes } from '../modules/smart-mailing/campaign-unsubscribe-routes';
import { createSmartMailingSettingsRepository } from '../modules/smart-mailing/smart-mailing-settings-repository';
import { createSmartMailingSettingsService } from '../modules/smart-mailing/smart-mailing-settings-service';
import { createDnsLookup } from '../mail/dns-lookup';
import { createMailboxSender } from '../modules/template-test-send/mailbox-sender';
import { createTemplateTestSendRepository } from '../modules/template-test-send/template-test-send-repository';
import { templateTestSendRoutes } from '../modules/template-test-send/template-test-send-routes';
import { createTemplateTestSendService } from '../modules/template-test-send/template-test-send-service';
import type { ConnectionsService } from '../modules/connections/connections-service';
import { createMailboxCredentialsRepository } from '../modules/connections/mailbox-credentials-repository';
import { createMailboxChecker } from '../mail/check-mailbox';
import { createOauthProviderClient } from '../mail/oauth-provider-client';
import { createSecretBox } from '../security/secret-box';
import { mailSecretKeyOf } from '../config';
import { createCompanyPagesRepository } from '../modules/company-pages/company-pages-repository';
import { companyPagesRoutes } from '../modules/company-pages/company-pages-routes';
import { createConferencesRepository } from '../modules/conferences/conferences-repository';
import { conferencesRoutes } from '../modules/conferences/conferences-routes';
import { createConferencesService } from '../modules/conferences/conferences-service';
import { createCompanyPagesService } from '../modules/company-pages/company-pages-service';
import { createConsultationMeter } from '../modules/credits/consultation-meter';
import { createCreditsRepository } from '../modules/credits/credits-repository';
import { creditsRoutes } from '../modules/credits/credits-routes';
import { createCreditsService } from '../modules/credits/credits-service';
import { mediaRoutes } from '../modules/company-pages/media-routes';
import { createUsersRepository } from '../modules/users/users-repository';
import { usersRoutes } from '../modules/users/users-routes';
import { createUsersService } from '../modules/users/users-service';
import { devNotificationRoutes } from '../modules/notifications/dev-notification-routes';
import { startAlertJobs } from '../modules/alerts/alerts-jobs';
import type { AlertJobs } from '../modules/alerts/alerts-jobs';
import { createAlertsRepository } from '../modules/alerts/alerts-repository';
import { createAlertsService } from '../modules/alerts/alerts-service';
import type { AlertsService } from '../modules/alerts/alerts-service';
import { devNewsRoutes } from '../modules/alerts/dev-news-routes';
import { createNotificationsRepository } from '../modules/notifications/notifications-repository';
import { notificationsRoutes } from '../modules/notifications/notifications-routes';
import { createNotificationsService } from '../modules/notifications/notifications-service';
import { createNotifier } from '../modules/notifications/notifier';
import { createSupportChatRepository } from '../modules/support-chat/support-chat-repository';
import { supportChatRoutes } from '../modules/support-chat/support-chat-routes';
import { createSupportChatService } from '../modules/support-chat/support-chat-service';
import type { Notifier } from '../modules/notifications/notifier';
import { createNotificationBus } from '../realtime/create-notification-bus';
import type { NotificationBus } from '../realtime/notification-bus';
import { startNotificationDelivery } from '../realtime/notification-delivery';
import { SocketHub } from '../realtime/socket-hub';
import { chooseSubprotocol, socketRoutes } from '../realtime/socket-routes';
import { createSocketPresence } from '../realtime/socket-presence';
import { createSocketPresenceRepository } from '../realtime/socket-presence-repository';
import { createExportProgressBus } from '../realtime/export-progress-bus';
import { startExportProgressDelivery } from '../realtime/export-progress-delivery';
import { createSupportChatBus } from '../realtime/support-chat-bus';
import { startSupportChatDelivery } from '../realtime/support-chat-delivery';
import { createImpersonationAuditHook } from '../security/audit-impersonation';
import { createAuthenticationHook, createTokenAuthenticator } from '../security/authenticate';
import { authorize } from '../security/authorize';
import { createTenantHook } from '../security/check-tenant-ids';
import { createRateLimitRepository } from '../security/rate-limit-repository';
import { createTenantRepository } from '../security/tenant-repository';
import { requireRouteDeclarations } from '../http/declared-routes';
import { createArgon2PasswordHasher } from '../security/password-hasher';
import type { PasswordHasher } from '../security/password-hasher';
import { createSessionTokens } from '../security/session-tokens';
import type { ApiServer } from '../http/api-server';
import { handleError } from '../http/error-handler';
import { handleClientError } from '../http/handle-client-error';
import { registerOpenApi } from './register-open-api';
import { registerSecurityHeaders } from './register-security-headers';
import { registerWebApp } from './register-web-app';
import { createFirstPaintGreeter } from './first-paint-greeter';

/**
 * Largest request body by default (1 MiB). A route that takes more (help request with a 3 MB attachment, sent
 * base64: about 4 MiB) raises it for itself: `app.post(url, { bodyLimit: 5 * 1024 * 1024, schema }, handler)`.
 */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The API version, shown by /v1/health and the OpenAPI document. */
export const API_VERSION: string = packageJson.version;

/** Everything the HTTP server needs; built once by main.ts (or by the test harness). */
export interface ServerDependencies {
  readonly config: AppConfig;
  readonly db: Database;
  readonly mailer: Mailer;
  readonly logger: Logger;
  /** The development SMTP catcher, when running: enables /v1/dev/mails (if `config.devMailbox`). */
  readonly mailCatcher?: SmtpCatcher | null;
  /** Password hashing; default argon2id (the seed shares the same instance). */
  readonly passwordHasher?: PasswordHasher;
  /** The background demo-data load of a first start, shown by /v1/health (main.ts). */
  readonly dataLoad?: { status(): DataLoadStatus };
  /** Real-time tuning (tests): keep-alive ping interval of the sockets, default 30 s. */
  readonly realtime?: { readonly pingIntervalMs?: number; readonly maxSocketsPerUser?: number };
  /** Advanced search tuning (tests): a tiny time-out or count cap; default core's 1 000 ms and 10 000. */
  readonly advancedSearch?: AdvancedSearchServiceOptions;
  /** The clock of the date rules that read "today" (conferences); default the system clock (tests fix it). */
  readonly clock?: () => Date;
  /** Exports tuning (tests): the most rows of one export; default core's EXPORT_MAX_ROW_COUNT (200 000). */
  readonly exports?: { readonly maxRowCount?: number };
}

/**
 * The mailboxes of this process, for the sender to come: mark one disconnected, open one's passwords, and read the
 * mails of a local test mailbox (its "IMAP side", ADR 022).
 */
export type MailboxServices = Pick<ConnectionsService, 'markMailboxDisconnected' | 'openMailbox'> & { readonly localTest: LocalTestMailbox };

/** The real-time parts of a running server (domain code notifies through `notifier`; tests look at `hub`). */
export interface RealtimeServices {
  readonly notifier: Notifier;
  readonly bus: NotificationBus;
  readonly hub: SocketHub;
}

/** The alerts of this process: the use cases (tests run them directly) and the jobs when they run here. */
export interface AlertServices {
  readonly service: AlertsService;
  /** `null` when ALERT_JOBS is off (the default in tests). */
  readonly jobs: AlertJobs | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications and the real-time socket of this process (see docs/notifications.md). */
    realtime: RealtimeServices;
    /** Alert matching and digests (docs/notifications.md "Alerts"). */
    alerts: AlertServices;
    /** Connected mailboxes (docs/adr/017-smtp-imap-mailbox.md): what the sender will call. */
    mailboxes: MailboxServices;
    /** The sequence sender (docs/adr/030-sequence-sender.md): tests and benches call `runOnce(now)`; the loop runs with SEQUENCE_SENDER=on. */
    sequenceSender: SequenceSender;
    /** The campaign sender (docs/adr/038-campaign-sender.md): tests call `runOnce(now)`; the pg-boss job runs with CAMPAIGN_SENDER=on. */
    campaignSender: { readonly sender: CampaignSender; readonly jobs: CampaignSenderJobs | null };
    /** Bounces read from delivery reports in CAMPAIGN_BOUNCE_IMAP_URL (docs/adr/042-campaign-dsn-bounces.md): tests call `reader.readOnce()`. */
    campaignBounces: CampaignBounces;
    /** Exports (docs/adr/025-exports.md): the use cases, and the job when it runs here (`null` with EXPORT_JOBS off). */
    exports: { readonly service: ExportsService; readonly jobs: ExportJobs | null };
    /**
     * Replies and tracking of sequence mails (docs/adr/031-sequence-replies-and-tracking.md): the reply reader (tests
     * run it directly), its job when it runs here (`null` with SEQUENCE_REPLY_JOBS off), and the tracker the sender
     * calls on each mail before SMTP.
     */
    sequenceReplies: { readonly service: SequenceRepliesService; readonly jobs: SequenceRepliesJobs | null; readonly tracker: EmailTracker };
    /** The owner's tasks (ADR 028): the use cases (tests run the reminder directly) and the daily reminder job (`null` with TASK_REMINDER_JOBS off). */
    tasks: { readonly service: TasksService; readonly job: TaskReminderJob | null };
    /** The sequence runner's planner (ADR 029; tests run passes with their clock), and its schedule (`null` with SEQUENCE_RUNNER off). */
    sequenceRunner: { readonly planner: SequencePlanner; readonly jobs: SequenceRunnerJobs | null };
  }
}

/**
 * Builds the Fastify server (not listening yet; routes may still be added until `ready()`/`listen()`):
 * zod validation and serialization, core's `{ code, message }` error body, security headers, OpenAPI at
 * /v1/openapi.json and /v1/docs, authentication and authorisation hooks (driven by each route's endpoint
 * descriptor), the audit of "connected as" changes, the platform and domain routes, and the built web app with
 * its SPA fallback.
 */
export async function buildServer(dependencies: ServerDependencies): Promise<ApiServer> {
  const { config, db, mailer, mailCatcher } = dependencies;
  const loggerInstance: FastifyBaseLogger = dependencies.logger;
  const app = Fastify({
    loggerInstance,
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Close keep-alive connections on shutdown instead of waiting for clients to hang up.
    forceCloseConnections: 'idle',
    clientErrorHandler: handleClientError,
    // The router's own refusals (a path that is not valid percent-encoding, a parameter over the length limit) answer
    // core's error body like any other error, not Fastify's.
    frameworkErrors: handleError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Wiring: repositories (SQL), security, services (use cases). Routes receive their service only.
  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);
  const tokens = createSessionTokens(config.jwtSecret);
  const passwordResets = createPasswordResetRepository(db);
  const authenticator = createTokenAuthenticator({ tokens, users, passwordResets });
  const hasher = dependencies.passwordHasher ?? createArgon2PasswordHasher();
  const outbox = createMailOutbox(mailer, dependencies.logger);

  // Security first, so that every plugin and route below inherits the request decoration and the hooks: every /v1
  // route declares who may call it and which ids it takes (the server does not start otherwise); authentication,
  // then the declared access (before the body is read), then, once the input is validated, the declared ids.
  requireRouteDeclarations(app);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', createAuthenticationHook(authenticator));
  app.addHook('onRequest', authorize);
  app.addHook('preHandler', createTenantHook(createTenantRepository(db)));
  app.addHook('preHandler', createImpersonationAuditHook(audit));
  app.addHook('onClose', () => outbox.flush());

  await registerSecurityHeaders(app);
  await registerOpenApi(app, { version: API_VERSION });

  await app.register(healthRoutes, { db, version: API_VERSION, dataLoad: dependencies.dataLoad });
  if (mailCatcher && config.devMailbox) {
    await app.register(devMailRoutes, { catcher: mailCatcher, authenticator, supportMailbox: config.mail.supportMailbox });
  }
  await app.register(authRoutes, {
    service: createAuthService({
      credentials: createCredentialsRepository(db),
      attempts: createAuthAttemptsRepository(db),
      resets: passwordResets,
      users,
      tokens,
      authenticator,
      hasher,
      audit,
      outbox,
      publicUrl: config.publicUrl,
    }),
  });
  await app.register(usersRoutes, {
    service: createUsersService({
      users,
      audit,
      intercomSecret: config.intercomSecret,
      settings: {
        appVersion: API_VERSION,
        deskHost: config.deskHost,
        supportChatEnabled: config.intercomSecret !== null,
        featureFlags: config.featureFlags,
      },
    }),
  });
  await app.register(helpRequestRoutes, {
    service: createHelpRequestService({ mailer, users, supportMailbox: config.mail.supportMailbox, logger: dependencies.logger }),
  });
  const analytics = createAnalyticsService({ repository: createAnalyticsRepository(db), beaconTokens: createAnalyticsBeaconTokens(config.jwtSecret, users) });
  await app.register(analyticsRoutes, { service: analytics });
  const stopAnalyticsRetention = startAnalyticsRetentionJob(analytics, dependencies.logger);
  app.addHook('onClose', async () => stopAnalyticsRetention());
  await app.register(quickSearchRoutes, {
    service: createQuickSearchService(createCachedQuickSearchRepository(createQuickSearchRepository(db))),
  });
  await app.register(inquiriesRoutes, { service: createInquiriesService(createInquiriesRepository(db)) });
  const advancedSearchRepository = createAdvancedSearchRepository(db);
  await app.register(advancedSearchRoutes, {
    service: createAdvancedSearchService(advancedSearchRepository, dependencies.advancedSearch ?? {}),
  });
  await app.register(businessAlertsRoutes, {
    service: createBusinessAlertsService(createBusinessAlertsRepository(db), (owner, ids) => advancedSearchRepository.savedQueries(owner, ids)),
  });
  await app.register(companyPagesRoutes, { service: createCompanyPagesService(createCompanyPagesRepository(db), createConsultationMeter(db)) });
  // Credits (docs/api.md "Credits", ADR 024): balances, history, consumption, the manager's creations and top-ups.
  await app.register(creditsRoutes, { service: createCreditsService({ db, repository: createCreditsRepository(db) }) });
  await app.register(conferencesRoutes, {
    service: createConferencesService(createConferencesRepository(db), { now: dependencies.clock ?? (() => new Date()) }),
  });
  await app.register(mediaRoutes, { db, authenticator });
  // Notifications and the real-time socket: the bus hears every notification created (LISTEN on a PostgreSQL server,
  // in-process on the embedded database) and the delivery pushes it to the recipient's sockets on this process.
  const notificationsRepository = createNotificationsRepository(db);
  const bus = createNotificationBus(db, dependencies.logger);
  await bus.start();
  app.addHook('onClose', () => bus.close());
  const notifier = createNotifier({ repository: notificationsRepository, bus, logger: dependencies.logger });
  // Sequences: the model, steps, links and settings (docs/api.md "Sequences", ADR 027), then their targets and the
  // owner's tasks (ADR 028); the removals of sequences and steps come after the test send and the send review below,
  // and before the routes that delete the access suite's templates, which a step may name (it runs routes in order).
  const sequenceMailboxes = createConnectionsRepository(db);
  const sequencesRepository = createSequencesRepository(db);
  const sequencesService = createSequencesService({
    repository: sequencesRepository,
    scheduled: createScheduledEmailsRepository(db),
    hasConnectedMailbox: async (owner) => (await sequenceMailboxes.find(owner, 'mailbox'))?.status === 'connected',
    ...(dependencies.clock ? { now: dependencies.clock } : {}),
  });
  await app.register(sequencesRoutes, { service: sequencesService });
  // The imports read the caller's lists, and the organisation's openers and clickers lists as their owner (ADR 041).
  const campaignTargetListsRepository = createCampaignTargetListsRepository(db);
  const importQueryContacts = createImportQueryContactsReader(createQueryContactsReader(advancedSearchRepository), (organizationId, userId, queryId) =>
    campaignTargetListsRepository.importableQuery(organizationId, userId, queryId),
  );
  const sequenceTargetsService = createSequenceTargetsService({
    repository: createSequenceTargetsRepository(db),
    sequences: sequencesRepository,
    contactsOfQuery: importQueryContacts,
    ...(dependencies.clock ? { now: dependencies.clock } : {}),
  });
  await app.register(sequenceTargetsRoutes, { service: sequenceTargetsService });
  await app.register(sequenceStatisticsRoutes, {
    service: createSequenceStatisticsService({
      repository: createSequenceStatisticsRepository(db),
      sequences: sequencesRepository,
      ...(dependencies.clock ? { now: dependencies.clock } : {}),
    }),
  });
  const tasksService = createTasksService({
    repository: createTasksRepository(db),
    contactExists: async (contactId) => (await db.query('SELECT 1 FROM contacts WHERE id = $1', [contactId])).length > 0,
    notifier,
    ...(dependencies.clock ? { now: dependencies.clock } : {}),
  });
  await app.register(tasksRoutes, { service: tasksService });
  // Campaigns, their targets and statistics (issue 19), before the routes that delete senders and lists (the access
  // suite runs the routes in registration order with each caller's own sender and list).
  const campaignsRepository = createCampaignsRepository(db);
  const campaignsService = createCampaignsService(campaignsRepository, db);
  await app.register(campaignsRoutes, {
    campaigns: campaignsService,
    targets: createCampaignTargetsService({
      repository: createCampaignTargetsRepository(db),
      campaigns: campaignsRepository,
      contactsOfQuery: importQueryContacts,
    }),
    statistics: createCampaignStatisticsService(createCampaignStatisticsRepository(db), campaignsRepository),
    targetLists: createCampaignTargetListsService(campaignTargetListsRepository, createQueryContactsReader(advancedSearchRepository)),
    engagementLists: createCampaignEngagementListsService(createCampaignEngagementListsRepository(db)),
  });
  const taskReminderJob = config.taskReminderJobs.enabled ? await startTaskReminderJob(db, tasksService, dependencies.logger) : null;
  if (taskReminderJob !== null) app.addHook('preClose', () => taskReminderJob.stop());
  app.decorate('tasks', { service: tasksService, job: taskReminderJob });

  // Where each user has a socket of his own open, on any process (the support chat's away e-mail).
  const presence = createSocketPresence({ repository: createSocketPresenceRepository(db), processId: randomUUID(), logger: dependencies.logger });
  presence.start();
  const hub = new SocketHub({
    ...(dependencies.realtime?.pingIntervalMs === undefined ? {} : { pingIntervalMs: dependencies.realtime.pingIntervalMs }),
    onOwnSocketsChanged: (userId, ownSockets) => presence.changed(userId, ownSockets),
  });
  app.decorate('realtime', { notifier, bus, hub });
  const queries = createQueriesRepository(db);
  const rateLimits = createRateLimitRepository(db);
  await app.register(notificationsRoutes, {
    service: createNotificationsService({
      repository: notificationsRepository,
      notifier,
      users,
      queries,
      rateLimits,
    }),
  });
  // Exports and email rental (docs/adr/025-exports.md), registered before the queries routes, whose DELETE routes
  // remove the access suite's lists (it runs routes in registration order): the job on pg-boss writes the files (local folder or the S3
  // bucket), the export-progress bus carries each change of state to the owner's sockets on every process.
  const exportProgressBus = createExportProgressBus(db, dependencies.logger);
  await exportProgressBus.start();
  app.addHook('onClose', () => exportProgressBus.close());
  const exportJobs = config.exports.jobsEnabled ? await startExportJobs(db, dependencies.logger) : null;
  if (exportJobs !== null) app.addHook('preClose', () => exportJobs.stop());
  const exportsRepository = createExportsRepository(db);
  const exportsService = createExportsService({
    repository: exportsRepository,
    store: createExportStore(config.exports.dir, config.fileStorage.s3),
    savedQueries: (owner, ids) => advancedSearchRepository.savedQueries(owner, ids),
    queue: exportJobs,
    announce: createExportProgressAnnouncer(db, exportProgressBus),
    logger: dependencies.logger,
    ...(dependencies.exports?.maxRowCount === undefined ? {} : { maxRowCount: dependencies.exports.maxRowCount }),
  });
  if (exportJobs !== null) {
    await exportJobs.work(
      (exportId) => exportsService.run(exportId),
      async (exportId) => {
        await exportsRepository.fail(exportId, 'INTERNAL');
      },
    );
  }
  app.decorate('exports', { service: exportsService, jobs: exportJobs });
  await app.register(exportsRoutes, { service: exportsService });
  // After the notifications' routes (see queries-routes.ts): lists, segments, alerts, saved searches.
  await app.register(queriesRoutes, { service: createQueriesService({ repository: queries, users, notifier, rateLimits }) });
  // The support staff's inquiry desk (ADR 026): a status change notifies the inquiry's author in its transaction.
  await app.register(inquiryOperatorRoutes, { service: createInquiryOperatorService({ repository: createInquiryOperatorRepository(db), notifier }) });
  if (mailCatcher && config.devMailbox) await app.register(devNotificationRoutes, { notifier });
  // Alerts (docs/notifications.md "Alerts"): matching and the daily digest as pg-boss jobs on the same database.
  const alertsRepository = createAlertsRepository(db);
  const alertsService = createAlertsService({ repository: alertsRepository, notifier, mailer, publicUrl: config.publicUrl, logger: dependencies.logger });
  const alertJobs = config.alertJobs.enabled ? await startAlertJobs(db, alertsService, dependencies.logger, { matchCron: config.alertJobs.matchCron }) : null;
  if (alertJobs !== null) app.addHook('preClose', () => alertJobs.stop());
  app.decorate('alerts', { service: alertsService, jobs: alertJobs });
  // The sequence runner's planner (ADR 029): a pass every minute on pg-boss, or now through POST /v1/sequence/runner.
  const sequencePlanner = createSequencePlanner({
    repository: createSequencePlannerRepository(db),
    notifier,
    logger: dependencies.logger,
    ...(dependencies.clock ? { now: dependencies.clock } : {}),
  });
  const sequenceRunnerJobs = config.sequenceRunner.enabled ? await startSequenceRunnerJobs(db, sequencePlanner, dependencies.logger) : null;
  if (sequenceRunnerJobs !== null) app.addHook('preClose', () => sequenceRunnerJobs.stop());
  await app.register(sequenceRunnerRoutes, { planner: sequencePlanner });
  app.decorate('sequenceRunner', { planner: sequencePlanner, jobs: sequenceRunnerJobs });
  if (mailCatcher && config.devMailbox) await app.register(devNewsRoutes, { repository: alertsRepository, jobs: alertJobs });
  // The support chat (docs/support-chat.md): its bus hears every message (LISTEN on a PostgreSQL server, in-process
  // embedded) and its delivery pushes it to the user's sockets and the support staff's on this process.
  const supportChat = createSupportChatRepository(db);
  const supportChatBus = createSupportChatBus(db, dependencies.logger);
  await supportChatBus.start();
  app.addHook('onClose', () => supportChatBus.close());
  app.addHook('onClose', () => presence.close());
  await app.register(supportChatRoutes, {
    service: createSupportChatService({
      repository: supportChat,
      bus: supportChatBus,
      presence,
      outbox,
      publicUrl: config.publicUrl,
      logger: dependencies.logger,
    }),
  });
  const localTest = createLocalTestMailbox(mailCatcher ?? null, config.devMailbox);
  const mailboxCredentials = createMailboxCredentialsRepository(db);
  const mailboxSecrets = createSecretBox(mailSecretKeyOf(config.mailbox));
  // Signed unsubscribe tokens of campaign mails (ADR 039): a MAC key derived from the same long-lived secret.
  const unsubscribeTokens = createUnsubscribeTokens(mailSecretKeyOf(config.mailbox));
  const mailboxChecker = withMailHostPolicy(createMailboxChecker({ stepTimeoutMs: config.mailbox.checkTimeoutMs }), {
    allowInternal: config.mailbox.allowInternalHosts,
  });
  const mailboxConnector = createMailboxConnector({ credentials: mailboxCredentials, notifier });
  const mailboxOwnerOf = createMailboxOwnerOf(users);
  const oauthClient = createOauthProviderClient({ timeoutMs: config.mailbox.checkTimeoutMs });
  const oauthTokens = createOauthMailboxTokens({
    credentials: mailboxCredentials,
    secrets: mailboxSecrets,
    client: oauthClient,
    providers: config.mailbox.oauth.providers,
  });
  const connections = createConnectionsService({
    repository: createConnectionsRepository(db),
    users,
    ownerOf: mailboxOwnerOf,
    notifier,
    mailbox: { credentials: mailboxCredentials, checker: mailboxChecker, secrets: mailboxSecrets, connect: mailboxConnector, oauthTokens, localTest },
  });
  const mailboxOauth = createMailboxOauthService({
    ownerOf: mailboxOwnerOf,
    states: createMailboxOauthStatesRepository(db),
    client: oauthClient,
    providers: config.mailbox.oauth.providers,
    redirectOrigins: [new URL(config.publicUrl).origin, ...config.mailbox.oauth.redirectOrigins],
    checker: mailboxChecker,
    tokens: oauthTokens,
    connect: mailboxConnector,
  });
  await app.register(connectionsRoutes, { service: connections, oauth: mailboxOauth });
  app.decorate('mailboxes', { markMailboxDisconnected: connections.markMailboxDisconnected, openMailbox: connections.openMailbox, localTest });
  // Sequence replies (IMAP reader every minute) and tracking (public pixel and click redirect), ADR 031.
  const now = dependencies.clock ?? (() => new Date());
  const sequenceReplies = createSequenceRepliesService({
    db,
    repository: createSequenceRepliesRepository(db),
    notifier,
    mailboxes: connections,
    localTestMessagesOf: localTest.messagesOf,
    readInbox: readNewInboxMails,
    now,
    logger: dependencies.logger,
    timeoutMs: config.mailbox.checkTimeoutMs,
  });
  const sequenceRepliesJobs = config.sequenceReplies.jobsEnabled ? await startSequenceRepliesJobs(db, sequenceReplies, dependencies.logger) : null;
  if (sequenceRepliesJobs !== null) app.addHook('preClose', () => sequenceRepliesJobs.stop());
  const sequenceTracking = createSequenceTrackingRepository(db);
  app.decorate('sequenceReplies', { service: sequenceReplies, jobs: sequenceRepliesJobs, tracker: createEmailTracker(sequenceTracking) });
  const campaignTracking = createCampaignSendTrackingRepository(db);
  await app.register(sequenceTrackingRoutes, {
    // Campaign mails share the public tracking and unsubscribe routes (ADR 038): a token not of a sequence send is a campaign send's.
    service: withCampaignTracking(createSequenceTrackingService({ repository: sequenceTracking, notifier, now, logger: dependencies.logger }), {
      repository: campaignTracking,
      notifier,
      now,
      logger: dependencies.logger,
      tokens: unsubscribeTokens,
    }),
    homeUrl: config.publicUrl,
  });
  // POST /v1/email/unsubscribe: the opt-out of the web page /unsubscribe?token=… (ADR 039).
  await app.register(campaignUnsubscribeRoutes, { service: createCampaignUnsubscribeService({ tokens: unsubscribeTokens, repository: campaignTracking, now }) });
  // Email templates and tags, signatures, test-send addresses (docs/api.md "Templates, signatures, test addresses").
  const templatesRepository = createTemplatesRepository(db);
  const batEmailsRepository = createBatEmailsRepository(db);
  // Preview of a template for a contact, test send through the caller's mailbox (ADR 020); registered before the
  // templates routes, whose DELETE routes remove the access suite's templates (it runs routes in registration order).
  await app.register(templateTestSendRoutes, {
    service: createTemplateTestSendService({
      repository: createTemplateTestSendRepository(db),
      templates: templatesRepository,
      batEmails: batEmailsRepository,
      mailboxes: connections,
      sender: createMailboxSender({ timeoutMs: config.mailbox.checkTimeoutMs }),
      previewUnsubscribeUrl: `${config.publicUrl}/unsubscribe?preview=1`,
    }),
  });
  // Sequences: the test send of an e-mail step and the sender of due sends (docs/adr/030-sequence-sender.md).
  const templateTestSendRepository = createTemplateTestSendRepository(db);
  const sequenceMailboxSender = createMailboxSender({ timeoutMs: config.mailbox.checkTimeoutMs });
  await app.register(sequenceSendingRoutes, {
    service: createSequenceTestSendService({
      db,
      repository: templateTestSendRepository,
      batEmails: batEmailsRepository,
      mailboxes: connections,
      sender: sequenceMailboxSender,
      previewUnsubscribeUrl: `${config.publicUrl}/unsubscribe?preview=1`,
    }),
    review: createSequenceSendReviewService({ db, now: dependencies.clock ?? (() => new Date()) }),
  });
  // Last of the sequence routes (the access suite runs the routes in order with each caller's own sequence and step).
  await app.register(sequenceTargetRemovalRoutes, { service: sequenceTargetsService });
  await app.register(sequenceDeletionRoutes, { service: sequencesService });
  const sequenceSender = createSequenceSender({
    claims: createSequenceSendClaims(db),
    sends: createSequenceSendsRepository(db),
    sources: templateTestSendRepository,
    mailboxes: connections,
    sentFolder: createSentFolderLookup({ localTest, timeoutMs: config.mailbox.checkTimeoutMs }),
    trackEmail: (html, token) => app.sequenceReplies.tracker.trackEmail(html, token, config.publicUrl),
    // The tracking module's unsubscribe page (`{{unsubscribe_link}}` and the List-Unsubscribe header).
    unsubscribeUrlOf: (token) => `${config.publicUrl}${TRACKING_UNSUBSCRIBE_PATH(token)}`,
    logger: dependencies.logger,
    options: { batchPerOwner: 50, leaseMs: config.sequenceSender.leaseMs, timeoutMs: config.mailbox.checkTimeoutMs },
  });
  app.decorate('sequenceSender', sequenceSender);
  if (config.sequenceSender.enabled) {
    const senderJob = startSequenceSenderJob(sequenceSender, {
      intervalMs: config.sequenceSender.intervalMs,
      clock: dependencies.clock ?? (() => new Date()),
      logger: dependencies.logger,
    });
    app.addHook('preClose', () => senderJob.stop());
  }
  // Campaign sending (docs/adr/038-campaign-sender.md): the send call, the test send, the mirror page, the sender job;
  // registered before the test addresses' routes, whose PUT replaces the access suite's addresses (it runs routes in order).
  const campaignRelayUrl = config.campaignSender.smtpUrl ?? dependencies.mailCatcher?.url ?? null;
  const campaignTransport = () => {
    if (campaignRelayUrl === null) throw new Error('no campaign relay: set CAMPAIGN_SMTP_URL or SMTP_URL');
    return withCampaignBounceEnvelope(createRelayTransport(campaignRelayUrl, config.mailbox.checkTimeoutMs), campaignBounceAddressOf(config.campaignBounces));
  };
  // The signed token (ADR 039): the web page /unsubscribe in the body, the API's one-click URL in List-Unsubscribe.
  const campaignLinks = (token: string) => ({
    unsubscribeUrl: `${config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
    oneClickUnsubscribeUrl: `${config.publicUrl}${TRACKING_UNSUBSCRIBE_PATH(token)}`,
    mirrorUrl: `${config.publicUrl}${CAMPAIGN_MIRROR_PATH(token)}`,
    unsubscribeMailto: config.campaignSender.unsubscribeMailto,
  });
  const campaignSources = createCampaignSenderRepository(db);
  const campaignTracker = createEmailTracker(campaignTracking);
  const campaignSender = createCampaignSender({
    claims: createCampaignSendClaims(db),
    sources: campaignSources,
    contacts: templateTestSendRepository,
    secrets: mailboxSecrets,
    notifier,
    trackEmail: (html, token) => campaignTracker.trackEmail(html, token, config.publicUrl),
    linksOf: campaignLinks,
    transport: campaignTransport,
    logger: dependencies.logger,
    journal:
      config.campaignSender.journal === null
        ? null
        : createImapCampaignJournal(config.campaignSender.journal.address, parseJournalImapUrl(config.campaignSender.journal.imapUrl), config.mailbox.checkTimeoutMs),
    options: {
      batchSize: 100,
      leaseMs: config.campaignSender.leaseMs,
      mailsPerSecondPerDomain: config.campaignSender.mailsPerSecondPerDomain,
      journalDelayMs: config.campaignSender.journal?.delayMs,
    },
  });
  const campaignJobs = config.campaignSender.enabled ? await startCampaignSenderJobs(db, campaignSender, now, dependencies.logger) : null;
  if (campaignJobs !== null) app.addHook('preClose', () => campaignJobs.stop());
  app.decorate('campaignSender', { sender: campaignSender, jobs: campaignJobs });
  const campaignBounces = await startCampaignBounces({
    db,
    settings: config.campaignBounces,
    sequenceReport: (ownerUserId, mail) => sequenceReplies.handleMail(ownerUserId, mail),
    now,
    logger: dependencies.logger,
    timeoutMs: config.mailbox.checkTimeoutMs,
  });
  if (campaignBounces.jobs !== null) app.addHook('preClose', () => campaignBounces.jobs!.stop());
  app.decorate('campaignBounces', campaignBounces);
  await app.register(campaignSendRoutes, {
    service: createCampaignSendService({
      db,
      repository: withSignedUnsubscribeTokens(createCampaignSendRepository(db), unsubscribeTokens),
      sources: campaignSources,
      batEmails: batEmailsRepository,
      secrets: mailboxSecrets,
      notifier,
      transport: campaignTransport,
      testLinks: { unsubscribeUrl: `${config.publicUrl}/unsubscribe?preview=1`, mirrorUrl: config.publicUrl, unsubscribeMailto: config.campaignSender.unsubscribeMailto },
      afterSendNow: () => void campaignJobs?.trigger().catch((error: unknown) => dependencies.logger.warn({ err: error }, 'campaign sender: trigger failed')),
      sends: campaignTracking,
      contacts: templateTestSendRepository,
      linksOf: campaignLinks,
      now,
      logger: dependencies.logger,
    }),
  });
  await app.register(campaignTimelineRoutes, { repository: createCampaignTimelineRepository(db) });
  await app.register(campaignPreviewRoutes, {
    service: createCampaignPreviewService({
      repository: createCampaignPreviewRepository(db),
      sources: campaignSources,
      contacts: templateTestSendRepository,
      links: { unsubscribeUrl: `${config.publicUrl}/unsubscribe?preview=1`, mirrorUrl: config.publicUrl },
    }),
  });
  await app.register(templatesRoutes, { service: createTemplatesService(templatesRepository) });
  await app.register(signaturesRoutes, { service: createSignaturesService({ repository: createSignaturesRepository(db), users }) });
  await app.register(batEmailsRoutes, { service: createBatEmailsService(batEmailsRepository) });
  // Smart-mailing settings: sending domains (DKIM keys sealed like mailbox secrets), senders, header and footer (ADR 032).
  await app.register(smartMailingRoutes, {
    domains: createSendingDomainsService({
      repository: createSendingDomainsRepository(db),
      secrets: mailboxSecrets,
      lookup: createDnsLookup({ server: config.campaignDomains.dnsServer, timeoutMs: config.campaignDomains.dnsTimeoutMs }),
      relay: { ip: config.campaignDomains.relayIp, spfInclude: config.campaignDomains.spfInclude },
      ...(dependencies.clock ? { now: dependencies.clock } : {}),
    }),
    senders: createSendersService(createSendersRepository(db)),
    settings: createSmartMailingSettingsService(createSmartMailingSettingsRepository(db)),
  });
  // The deletion of a campaign, after every route that names a campaign (the access suite runs them in order).
  await app.register(campaignDeletionRoutes, { campaigns: campaignsService });
  // File storage: signed uploads to the built-in object store (docs/adr/023-file-storage.md).
  const fileStorage = createFileStorageService({
    repository: createFileStorageRepository(db),
    signer: createUploadSigner(config.jwtSecret),
    publicUrl: config.publicUrl,
    s3: config.fileStorage.s3,
    ...(dependencies.clock ? { now: dependencies.clock } : {}),
  });
  await app.register(fileStorageRoutes, { service: fileStorage });
  await app.register(storedFileRoutes, { service: fileStorage });
  await app.register(fastifyWebsocket, {
    // A client message is at most core's 65 536 characters (up to 4 bytes each in UTF-8).
    options: { maxPayload: SOCKET_MESSAGE_MAX_LENGTH * 4, handleProtocols: chooseSubprotocol, clientTracking: false },
  });
  await app.register(socketRoutes, {
    hub,
    authenticator,
    ...(dependencies.realtime?.maxSocketsPerUser === undefined ? {} : { maxSocketsPerUser: dependencies.realtime.maxSocketsPerUser }),
  });
  const stopDelivery = startNotificationDelivery({ bus, hub, source: notificationsRepository, authenticator, logger: dependencies.logger });
  const stopChatDelivery = startSupportChatDelivery({ bus: supportChatBus, hub, source: supportChat, authenticator, logger: dependencies.logger });
  const stopExportDelivery = startExportProgressDelivery({ bus: exportProgressBus, hub, source: exportsService, authenticator, logger: dependencies.logger });
  app.addHook('preClose', async () => {
    stopDelivery();
    stopChatDelivery();
    stopExportDelivery();
    await hub.closeAll();
  });

  await registerWebApp(app, config.webDistDir, createFirstPaintGreeter(authenticator));
  return app;
}

/** Fastify's `trustProxy`: a hop count becomes "trust the N nearest proxies". */
function trustProxyOption(
  trustProxy: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  if (typeof trustProxy === 'boolean') return trustProxy;
  return [...trustProxy];
}

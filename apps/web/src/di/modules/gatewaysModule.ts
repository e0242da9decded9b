import { ContainerModule } from 'inversify';
import type { EndpointClient } from '@cible/core';
import {
  AUTH_GATEWAY,
  COMPANY_PAGES_GATEWAY,
  CONFERENCES_GATEWAY,
  EMAIL_CONNECTION_GATEWAY,
  ENDPOINT_CLIENT,
  EXPORTS_GATEWAY,
  HELP_REQUEST_GATEWAY,
  INQUIRIES_GATEWAY,
  INQUIRY_OPERATOR_GATEWAY,
  QUERIES_GATEWAY,
  DATA_GATEWAY,
  BUSINESS_ALERTS_GATEWAY,
  LINKEDIN_GATEWAY,
  NOTIFICATIONS_GATEWAY,
  QUICK_SEARCH_GATEWAY,
  SIGNATURES_GATEWAY,
  FILE_STORAGE_GATEWAY,
  FILE_UPLOADER,
  SUPPORT_CHAT_GATEWAY,
  SUPPORT_INBOX_GATEWAY,
  TEMPLATES_GATEWAY,
  BAT_EMAILS_GATEWAY,
  CREDITS_GATEWAY,
  USERS_GATEWAY,
} from '../tokens';
import type { Token } from '../token';
import { provide, resolve } from '../injection';
import { deferredGateway } from '../deferredGateway';
import type * as DeferredGatewayClasses from '../deferredGatewayClasses';
import type * as SessionGatewayClasses from '../sessionGatewayClasses';

type DeferredClasses = typeof DeferredGatewayClasses;

/** The chunk of the session's gateways (auth, users): fetched by their first call, or earlier (main.tsx, the frame's preload). */
export const loadSessionGatewayClasses = (): Promise<typeof SessionGatewayClasses> => import('../sessionGatewayClasses');

/**
 * The HTTP gateways of core's ports (one per area of the contract), all on the shared endpoint client, all deferred:
 * their code and zod contracts are fetched the first time a page calls them (docs/adr/006-first-route-budget.md). The
 * session's (auth, users) are a chunk of their own, fetched early (loadSessionGatewayClasses), since the guard's
 * first user-data load and the login call them.
 */
export const gatewaysModule = new ContainerModule((options) => {
  const session = <T extends object>(token: Token<T>, build: (classes: typeof SessionGatewayClasses, client: EndpointClient) => T) =>
    provide(options, token)
      .toDynamicValue((context) => {
        const client = resolve(context, ENDPOINT_CLIENT);
        return deferredGateway(() => loadSessionGatewayClasses().then((classes) => build(classes, client)));
      })
      .inSingletonScope();
  session(AUTH_GATEWAY, (classes, client) => new classes.HttpAuthGateway(client));
  session(USERS_GATEWAY, (classes, client) => new classes.HttpUserGateway(client));

  const deferred = <T extends object>(token: Token<T>, build: (classes: DeferredClasses, client: EndpointClient) => T) =>
    provide(options, token)
      .toDynamicValue((context) => {
        const client = resolve(context, ENDPOINT_CLIENT);
        return deferredGateway(() => import('../deferredGatewayClasses').then((classes) => build(classes, client)));
      })
      .inSingletonScope();
  deferred(HELP_REQUEST_GATEWAY, (classes, client) => new classes.HttpHelpRequestGateway(client));
  deferred(NOTIFICATIONS_GATEWAY, (classes, client) => new classes.HttpNotificationGateway(client));
  deferred(EMAIL_CONNECTION_GATEWAY, (classes, client) => new classes.HttpEmailConnectionGateway(client));
  deferred(LINKEDIN_GATEWAY, (classes, client) => new classes.HttpLinkedinGateway(client));
  deferred(COMPANY_PAGES_GATEWAY, (classes, client) => new classes.HttpCompanyPagesGateway(client));
  deferred(CONFERENCES_GATEWAY, (classes, client) => new classes.HttpConferencesGateway(client));
  deferred(QUICK_SEARCH_GATEWAY, (classes, client) => new classes.HttpQuickSearchGateway(client));
  deferred(INQUIRIES_GATEWAY, (classes, client) => new classes.HttpInquiriesGateway(client));
  deferred(INQUIRY_OPERATOR_GATEWAY, (classes, client) => new classes.HttpInquiryOperatorGateway(client));
  deferred(QUERIES_GATEWAY, (classes, client) => new classes.HttpQueriesGateway(client));
  deferred(DATA_GATEWAY, (classes, client) => new classes.HttpDataGateway(client));
  deferred(BUSINESS_ALERTS_GATEWAY, (classes, client) => new classes.HttpBusinessAlertsGateway(client));
  deferred(SUPPORT_CHAT_GATEWAY, (classes, client) => new classes.HttpSupportChatGateway(client));
  deferred(SUPPORT_INBOX_GATEWAY, (classes, client) => new classes.HttpSupportInboxGateway(client));
  deferred(TEMPLATES_GATEWAY, (classes, client) => new classes.HttpTemplatesGateway(client));
  deferred(BAT_EMAILS_GATEWAY, (classes, client) => new classes.HttpBatEmailsGateway(client));
  deferred(CREDITS_GATEWAY, (classes, client) => new classes.HttpCreditsGateway(client));
  deferred(SIGNATURES_GATEWAY, (classes, client) => new classes.HttpSignaturesGateway(client));
  deferred(EXPORTS_GATEWAY, (classes, client) => new classes.HttpExportsGateway(client));
  deferred(FILE_STORAGE_GATEWAY, (classes, client) => new classes.HttpFileStorageGateway(client));
  // The PUT to a signed upload URL: `fetch` itself (no bearer token, no endpoint client).
  deferred(FILE_UPLOADER, (classes) => new classes.FetchFileUploader());
});

import type {
  AnalyticsGateway,
  AuthGateway,
  Clock,
  CookieStorage,
  EndpointClient,
  HelpRequestGateway,
  HttpClient,
  KeyValueStorage,
  NotificationsGateway,
  SocketGateway,
  UsersGateway,
} from '@cible/core';
import type { AppConfig } from './AppConfig';
import type { SessionNavigator } from '../features/session/SessionNavigator';
import type { SessionTokenSource } from '../features/session/SessionTokenSource';
import type { SessionStore } from '../features/session/SessionStore';
import type { GlobalConfigurationStore } from '../features/session/GlobalConfigurationStore';
import type { ToastStore } from '../ui/components/Toast/ToastStore';
import type { QuickSearchOverlayStore } from '../features/shell/QuickSearchOverlayStore';
import type { HelpPopupStore } from '../features/shell/HelpPopupStore';

/**
 * A DI token: a unique symbol that remembers the type it resolves to, so `useInjection(TOKEN)` and
 * `container.get(TOKEN)` are typed without a cast at the call site.
 */
export type Token<T> = symbol & { readonly __resolves?: T };

function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/*
 * One token per port or app-wide service. Core's ports (packages/core/src/ports) are the types; the
 * adapters come from @cible/infra, bound in di/modules/*. A feature adds its tokens here, beside the others.
 */

// Configuration and platform.
export const APP_CONFIG = token<AppConfig>('AppConfig');
export const CLOCK = token<Clock>('Clock');
export const COOKIE_STORAGE = token<CookieStorage>('CookieStorage');
export const KEY_VALUE_STORAGE = token<KeyValueStorage>('KeyValueStorage');

// HTTP: the client (bearer token, 401 → logout, shared GETs) and the gateways built on it.
export const HTTP_CLIENT = token<HttpClient>('HttpClient');
export const ENDPOINT_CLIENT = token<EndpointClient>('EndpointClient');
export const AUTH_GATEWAY = token<AuthGateway & Pick<UsersGateway, 'activateAccount'>>('AuthGateway');
export const USERS_GATEWAY = token<UsersGateway>('UsersGateway');
export const HELP_REQUEST_GATEWAY = token<HelpRequestGateway>('HelpRequestGateway');
export const NOTIFICATIONS_GATEWAY = token<NotificationsGateway>('NotificationsGateway');

// Real time and analytics.
export const SOCKET_GATEWAY = token<SocketGateway>('SocketGateway');
export const ANALYTICS_GATEWAY = token<AnalyticsGateway>('AnalyticsGateway');

// Session.
export const SESSION_TOKEN_SOURCE = token<SessionTokenSource>('SessionTokenSource');
export const SESSION_NAVIGATOR = token<SessionNavigator>('SessionNavigator');
export const SESSION_STORE = token<SessionStore>('SessionStore');
export const GLOBAL_CONFIGURATION_STORE = token<GlobalConfigurationStore>('GlobalConfigurationStore');

// Shell view-models (app-wide singletons).
export const TOAST_STORE = token<ToastStore>('ToastStore');
export const QUICK_SEARCH_OVERLAY_STORE = token<QuickSearchOverlayStore>('QuickSearchOverlayStore');
export const HELP_POPUP_STORE = token<HelpPopupStore>('HelpPopupStore');

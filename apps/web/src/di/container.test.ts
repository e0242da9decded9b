import { describe, expect, it } from 'vitest';
import { FakeSessionNavigator } from '../testing/FakeSessionNavigator';
import { GLOBAL_CONFIGURATION_STORE, GlobalConfigurationStore } from '../features/session/GlobalConfigurationStore';
import { globalConfigurationModule } from './modules/globalConfigurationModule';
import { SESSION_NAVIGATOR } from '../features/session/SessionNavigator';
import { SESSION_STORE } from '../features/session/SessionStore';
import { SESSION_TOKEN_SOURCE } from '../features/session/SessionTokenSource';
import { TOKEN_RENEWAL_SCHEDULER } from '../features/session/TokenRenewalScheduler';
import { HELP_POPUP_STORE } from '../features/shell/HelpPopupStore';
import { QUICK_SEARCH_OVERLAY_STORE } from '../features/shell/QuickSearchOverlayStore';
import { FEATURE_USAGE } from '../features/shell/FeatureUsage';
import { layoutModule } from './modules/layoutModule';
import { TOAST_STORE } from '../ui/components/Toast/ToastStore';
import { createAppContainer } from './container';
import { resolve } from './injection';
import type { Token } from './token';
import * as portTokens from './tokens';
import { TRANSLATE } from './Translate';
import { loadFeatureModule } from './loadFeatureModule';
import { authModule } from './modules/authModule';
import { companyPagesModule } from './modules/companyPagesModule';
import { helpModule } from './modules/helpModule';
import { notificationPagesModule } from './modules/notificationPagesModule';
import { personalSpaceModule } from './modules/personalSpaceModule';
import { quickSearchModule } from './modules/quickSearchModule';
import { inquiryRequestModule } from './modules/inquiryRequestModule';
import { LOGIN_VIEW_MODEL_FACTORY } from '../features/auth/LoginViewModelFactory';
import { LoginViewModel } from '../features/auth/LoginViewModel';
import { NEW_PASSWORD_VIEW_MODEL_FACTORY } from '../features/auth/NewPasswordViewModelFactory';
import { NewPasswordViewModel } from '../features/auth/NewPasswordViewModel';
import { COMPANY_PAGE_VIEW_MODEL_FACTORY } from '../features/company/CompanyPageViewModelFactory';
import { CompanyPageViewModel } from '../features/company/CompanyPageViewModel';
import { CONTACT_PAGE_VIEW_MODEL_FACTORY } from '../features/contact/ContactPageViewModelFactory';
import { ContactPageViewModel } from '../features/contact/ContactPageViewModel';
import { HELP_REQUEST_VIEW_MODEL_FACTORY } from '../features/help/HelpRequestViewModelFactory';
import { HelpRequestViewModel } from '../features/help/HelpRequestViewModel';
import { NOTIFICATION_BELL_STORE, NotificationBellStore } from '../features/notifications/NotificationBellStore';
import { SUPPORT_CHAT_STORE, SupportChatStore } from '../features/support-chat/SupportChatStore';
import { notificationsModule } from './modules/notificationsModule';
import { supportChatModule } from './modules/supportChatModule';
import { NOTIFICATION_SETTINGS_VIEW_MODEL_FACTORY } from '../features/notifications/NotificationSettingsViewModelFactory';
import { NotificationSettingsViewModel } from '../features/notifications/NotificationSettingsViewModel';
import { NOTIFICATIONS_PAGE_VIEW_MODEL_FACTORY } from '../features/notifications/NotificationsPageViewModelFactory';
import { NotificationsPageViewModel } from '../features/notifications/NotificationsPageViewModel';
import { CHANGE_PASSWORD_VIEW_MODEL_FACTORY } from '../features/personal-space/change-password/ChangePasswordViewModelFactory';
import { ChangePasswordViewModel } from '../features/personal-space/change-password/ChangePasswordViewModel';
import { CONNECTIONS_VIEW_MODEL_FACTORY } from '../features/personal-space/connections/ConnectionsViewModelFactory';
import { ConnectionsViewModel } from '../features/personal-space/connections/ConnectionsViewModel';
import { MY_CONTRACT_VIEW_MODEL_FACTORY } from '../features/personal-space/my-contract/MyContractViewModelFactory';
import { MyContractViewModel } from '../features/personal-space/my-contract/MyContractViewModel';
import { PROFILE_VIEW_MODEL_FACTORY } from '../features/personal-space/profile/ProfileViewModelFactory';
import { ProfileViewModel } from '../features/personal-space/profile/ProfileViewModel';
import { INQUIRY_REQUEST_VIEW_MODEL_FACTORY } from '../features/inquiries/InquiryRequestViewModelFactory';
import { InquiryRequestViewModel } from '../features/inquiries/InquiryRequestViewModel';
import { QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY } from '../features/quick-search/QuickSearchResultsViewModelFactory';
import { QuickSearchResultsViewModel } from '../features/quick-search/QuickSearchResultsViewModel';
import { QUICK_SEARCH_VIEW_MODEL_FACTORY } from '../features/quick-search/QuickSearchViewModelFactory';
import { QuickSearchViewModel } from '../features/quick-search/QuickSearchViewModel';

/** The tokens declared beside the app's classes (the port tokens are all of di/tokens.ts). */
const APP_TOKENS = {
  SESSION_NAVIGATOR,
  SESSION_TOKEN_SOURCE,
  SESSION_STORE,
  TOAST_STORE,
  TOKEN_RENEWAL_SCHEDULER,
  TRANSLATE,
};

describe('createAppContainer', () => {
  it('resolves every token with the browser adapters, app-wide stores as singletons', () => {
    const container = createAppContainer({ navigator: new FakeSessionNavigator(), config: { apiBaseUrl: 'http://localhost:3000', secureCookies: false } });
    for (const [name, value] of Object.entries({ ...portTokens, ...APP_TOKENS })) {
      if (typeof value !== 'symbol') continue;
      expect(resolve(container, value as Token<unknown>), name).toBeDefined();
    }
    expect(resolve(container, SESSION_STORE)).toBe(resolve(container, SESSION_STORE));
    expect(resolve(container, TOAST_STORE)).toBe(resolve(container, TOAST_STORE));
    expect(resolve(container, portTokens.HTTP_CLIENT)).toBe(resolve(container, portTokens.HTTP_CLIENT));
  });

  it('binds the layout’s, the bell’s, the chat launcher’s and the global configuration stores once their modules are loaded (with the layout), as singletons', () => {
    const container = createAppContainer({ navigator: new FakeSessionNavigator(), config: { apiBaseUrl: 'http://localhost:3000', secureCookies: false } });
    expect(container.isBound(NOTIFICATION_BELL_STORE)).toBe(false);
    expect(container.isBound(SUPPORT_CHAT_STORE)).toBe(false);
    expect(container.isBound(GLOBAL_CONFIGURATION_STORE)).toBe(false);
    for (const token of [QUICK_SEARCH_OVERLAY_STORE, HELP_POPUP_STORE, FEATURE_USAGE]) expect(container.isBound(token)).toBe(false);
    loadFeatureModule(container, notificationsModule);
    loadFeatureModule(container, supportChatModule);
    loadFeatureModule(container, globalConfigurationModule);
    loadFeatureModule(container, layoutModule);
    expect(resolve(container, QUICK_SEARCH_OVERLAY_STORE)).toBe(resolve(container, QUICK_SEARCH_OVERLAY_STORE));
    expect(resolve(container, HELP_POPUP_STORE)).toBe(resolve(container, HELP_POPUP_STORE));
    expect(resolve(container, FEATURE_USAGE)).toBe(resolve(container, FEATURE_USAGE));
    expect(resolve(container, GLOBAL_CONFIGURATION_STORE)).toBeInstanceOf(GlobalConfigurationStore);
    expect(resolve(container, GLOBAL_CONFIGURATION_STORE)).toBe(resolve(container, GLOBAL_CONFIGURATION_STORE));
    expect(resolve(container, NOTIFICATION_BELL_STORE)).toBeInstanceOf(NotificationBellStore);
    expect(resolve(container, NOTIFICATION_BELL_STORE)).toBe(resolve(container, NOTIFICATION_BELL_STORE));
    expect(resolve(container, SUPPORT_CHAT_STORE)).toBeInstanceOf(SupportChatStore);
    expect(resolve(container, SUPPORT_CHAT_STORE)).toBe(resolve(container, SUPPORT_CHAT_STORE));
  });

  it('makes every screen view-model through its factory, once the screen’s feature module is loaded', () => {
    const container = createAppContainer({ navigator: new FakeSessionNavigator(), config: { apiBaseUrl: 'http://localhost:3000', secureCookies: false } });
    // The screens' modules are not loaded with the container (they stay in the screens' lazy chunks).
    expect(container.isBound(PROFILE_VIEW_MODEL_FACTORY)).toBe(false);
    // The layout's module first: the screens render under the layout, which binds its stores (feature usage…).
    for (const feature of [layoutModule, authModule, companyPagesModule, helpModule, notificationsModule, notificationPagesModule, personalSpaceModule, quickSearchModule, inquiryRequestModule]) {
      loadFeatureModule(container, feature);
    }
    const goTo = async () => undefined;
    const made: [unknown, abstract new (...args: never[]) => unknown][] = [
      [resolve(container, LOGIN_VIEW_MODEL_FACTORY).create({ onLoggedIn: () => undefined }), LoginViewModel],
      [resolve(container, NEW_PASSWORD_VIEW_MODEL_FACTORY).forActivation('token', goTo), NewPasswordViewModel],
      [resolve(container, NEW_PASSWORD_VIEW_MODEL_FACTORY).forPasswordReset('token', goTo), NewPasswordViewModel],
      [resolve(container, COMPANY_PAGE_VIEW_MODEL_FACTORY).create(4, 9), CompanyPageViewModel],
      [resolve(container, CONTACT_PAGE_VIEW_MODEL_FACTORY).create(5), ContactPageViewModel],
      [resolve(container, HELP_REQUEST_VIEW_MODEL_FACTORY).create(), HelpRequestViewModel],
      [resolve(container, NOTIFICATIONS_PAGE_VIEW_MODEL_FACTORY).create(() => undefined), NotificationsPageViewModel],
      [resolve(container, NOTIFICATION_SETTINGS_VIEW_MODEL_FACTORY).create(), NotificationSettingsViewModel],
      [resolve(container, PROFILE_VIEW_MODEL_FACTORY).create(), ProfileViewModel],
      [resolve(container, MY_CONTRACT_VIEW_MODEL_FACTORY).create(), MyContractViewModel],
      [resolve(container, CHANGE_PASSWORD_VIEW_MODEL_FACTORY).create(), ChangePasswordViewModel],
      [resolve(container, CONNECTIONS_VIEW_MODEL_FACTORY).create(), ConnectionsViewModel],
      [resolve(container, QUICK_SEARCH_VIEW_MODEL_FACTORY).create({ debounceMs: 10 }), QuickSearchViewModel],
      [resolve(container, QUICK_SEARCH_RESULTS_VIEW_MODEL_FACTORY).create(), QuickSearchResultsViewModel],
      [resolve(container, INQUIRY_REQUEST_VIEW_MODEL_FACTORY).create(), InquiryRequestViewModel],
    ];
    for (const [viewModel, type] of made) expect(viewModel).toBeInstanceOf(type);
    // Each call makes a new view-model (one per visit of a screen); the factories themselves are shared.
    expect(resolve(container, PROFILE_VIEW_MODEL_FACTORY).create()).not.toBe(resolve(container, PROFILE_VIEW_MODEL_FACTORY).create());
    expect(resolve(container, PROFILE_VIEW_MODEL_FACTORY)).toBe(resolve(container, PROFILE_VIEW_MODEL_FACTORY));
  });
});

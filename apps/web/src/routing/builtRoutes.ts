import { matchRoute } from '@cible/core';
import type { RouteName } from '@cible/core';

/**
 * THE list of core's routes that have a page in this build (one route file each; builtRoutes.test.ts checks
 * it against the route tree). A navigation target or a menu entry whose page is not built yet is never
 * shown nor followed (docs/adr/003-built-routes-filter.md). Add a name here in the same change as its route file.
 */
export const BUILT_ROUTES: readonly RouteName[] = [
  'Login',
  'ActivateAccount',
  'ChangePassword',
  'Unsubscribe',
  'DesignList',
  'Home',
  'PersonalSpaceProfile',
  'PersonalSpaceMyContract',
  'PersonalSpaceChangePassword',
  'PersonalSpaceConnections',
  'PersonalSpaceEmailConnection',
  'Account',
  'AccountNews',
  'Contact',
  'ContactProfile',
  'QuickSearchResults',
  'AdvancedSearch',
  'BusinessAlerts',
  'ConferencesPage',
  'ConferenceProgram',
  'MyLists',
  'PersonalSpaceNotifications',
  'PersonalSpaceNotificationsSettings',
  'PersonalSpaceSavedSearches',
  'PersonalSpaceCompanySegments',
  'PersonalSpaceContactSegments',
  'PersonalSpaceAlerts',
  'PersonalSpaceTemplates',
  'PersonalSpaceTemplateEdit',
  'PersonalSpaceBat',
  'SupportInbox',
  'SupportAnalytics',
  'SupportInquiries',
  'Reports',
  'PersonalSpaceSignatures',
  'EmailSignatureGenerator',
  'PersonalSpaceLinkedinConnection',
  'PersonalSpaceExports',
  'PersonalSpaceExportDetails',
  'PersonalSpaceEmailRental',
  'PersonalSpaceEmailRentalDetails',
  'PersonalSpaceCreditConsumption',
  'Sequences',
  'SequencesResults',
  'SequencesList',
  'SequencesSettings',
  'SequenceDetails',
  'Campaigns',
  'CampaignsResults',
  'CampaignsList',
  'CampaignsSettings',
  'CampaignDetails',
];

/** Whether a route has a page in this build. */
export function isBuiltRoute(name: RouteName): boolean {
  return BUILT_ROUTES.includes(name);
}

/** Whether an app path (query and fragment ignored) leads to a page of this build. */
export function isBuiltAppPath(path: string): boolean {
  const match = matchRoute(path);
  return match !== null && isBuiltRoute(match.route.name);
}

import type { LicenceId } from '../catalogues/licences';

/** Where the home page sends a user: an app path, or nowhere (stay on home). */
export type HomeRedirect = { readonly kind: 'app'; readonly path: string } | { readonly kind: 'stay' };

/**
 * Home redirect by the deciding licence: sender and sender v2 to the email connection; insight and search
 * and lists to the advanced search (the desk host's page in the spec, served by this app: docs/advanced-search.md);
 * kam to business alerts; marketing and smart campaign v2 to the campaign results; everyone else stays on home.
 * @rule app-shell §2.3 · home redirect by the first licence
 */
export function homeRedirectFor(licenceId: LicenceId): HomeRedirect {
  switch (licenceId) {
    case 10:
    case 15:
      return { kind: 'app', path: '/personal-space/email-connection' };
    case 7:
    case 9:
      return { kind: 'app', path: '/advanced-search' };
    case 4:
      return { kind: 'app', path: '/business-alerts' };
    case 2:
    case 14:
      return { kind: 'app', path: '/campaigns/results' };
    default:
      return { kind: 'stay' };
  }
}

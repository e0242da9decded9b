import { COMPANY_PAGES_ENDPOINTS, buildEndpointPath } from '@cible/core';

/**
 * The logo of a company for an `<img>` (no bearer token: the session cookie, sent on the same origin, decides the
 * blur; the API answers the default logo when the company is unknown or blurred).
 */
export function companyLogoUrl(apiBaseUrl: string, companyId: number): string {
  return `${apiBaseUrl}${buildEndpointPath(COMPANY_PAGES_ENDPOINTS.getCompanyLogo.path, { company: companyId })}`;
}

/** The portrait of a contact for an `<img>` (the default portrait when unknown or blurred). */
export function contactPortraitUrl(apiBaseUrl: string, contactId: number): string {
  return `${apiBaseUrl}${buildEndpointPath(COMPANY_PAGES_ENDPOINTS.getContactPortrait.path, { contact: contactId })}`;
}

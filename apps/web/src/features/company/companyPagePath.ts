/** The path of a company's page (route 'Account'; docs/company-pages.md). */
export function companyPagePath(companyId: number): string {
  return `/account/${companyId}`;
}

/** The path of a company's page (app-shell §2.7, route 'Account'). */
export function companyPagePath(companyId: number): string {
  return `/account/${companyId}`;
}

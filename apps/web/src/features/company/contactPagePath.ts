/** The path of a contact's page (route 'ContactProfile'; 'Contact' shows the same page: docs/company-pages.md). */
export function contactPagePath(contactId: number): string {
  return `/contact/${contactId}/profile`;
}

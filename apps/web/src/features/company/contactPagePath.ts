/** The path of a contact's page (app-shell §2.7, route 'ContactProfile'; 'Contact' shows the same page). */
export function contactPagePath(contactId: number): string {
  return `/contact/${contactId}/profile`;
}

import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/ContactPage';

/**
 * /contact/{contactId}/profile (route 'ContactProfile'; docs/company-pages.md): the contact page, opened from quick
 * search in a new tab.
 */
export const Route = createFileRoute('/_authenticated/contact/$contactId/profile')({ component: ContactProfileRoute });

function ContactProfileRoute() {
  const { contactId } = Route.useParams();
  return <ContactPage key={contactId} contactId={Number(contactId)} />;
}

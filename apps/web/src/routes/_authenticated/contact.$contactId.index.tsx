import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/ContactPage';

/** /contact/{contactId} (route 'Contact'): the contact page (the same as /contact/{contactId}/profile). */
export const Route = createFileRoute('/_authenticated/contact/$contactId/')({ component: ContactRoute });

function ContactRoute() {
  const { contactId } = Route.useParams();
  return <ContactPage key={contactId} contactId={Number(contactId)} />;
}

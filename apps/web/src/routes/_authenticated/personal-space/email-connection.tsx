import { createFileRoute } from '@tanstack/react-router';
import { EmailConnectionPage } from '../../../features/personal-space/email-connection/EmailConnectionPage';

/** /personal-space/email-connection: connect the mailbox with SMTP + IMAP (docs/adr/017-smtp-imap-mailbox.md). */
export const Route = createFileRoute('/_authenticated/personal-space/email-connection')({ component: EmailConnectionPage });

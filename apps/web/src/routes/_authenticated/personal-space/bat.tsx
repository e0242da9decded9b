import { createFileRoute } from '@tanstack/react-router';
import { BatEmailsPage } from '../../../features/bat-emails/BatEmailsPage';

/** /personal-space/bat ("Emails de test (BAT)"): the user's test-send addresses. */
export const Route = createFileRoute('/_authenticated/personal-space/bat')({ component: BatEmailsPage });

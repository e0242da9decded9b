import { createFileRoute } from '@tanstack/react-router';
import { EmailRentalPage } from '../../../../features/exports/EmailRentalPage';

/** /personal-space/email-rental (can_export_location): the organisation's email-rental usage, by export. */
export const Route = createFileRoute('/_authenticated/personal-space/email-rental/')({ component: EmailRentalPage });

import { createFileRoute } from '@tanstack/react-router';
import { ExportDetailsPage } from '../../../../features/exports/ExportDetailsPage';

/** /personal-space/email-rental/{export_id} (can_export_location): one email-rental export, its progress and its file. */
export const Route = createFileRoute('/_authenticated/personal-space/email-rental/$exportId')({ component: EmailRentalDetailsRoute });

function EmailRentalDetailsRoute() {
  const { exportId } = Route.useParams();
  const id = Number(exportId);
  return <ExportDetailsPage key={id} exportId={id} section="emailRental" />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ExportDetailsPage } from '../../../../features/exports/ExportDetailsPage';

/**
 * /personal-space/exports/{export_id} (can_export): one export, its live progress and its file. The id is numeric: the
 * guard's route table answers not found for any other (core's matchRoute).
 */
export const Route = createFileRoute('/_authenticated/personal-space/exports/$exportId')({ component: ExportDetailsRoute });

function ExportDetailsRoute() {
  const { exportId } = Route.useParams();
  const id = Number(exportId);
  return <ExportDetailsPage key={id} exportId={id} section="exports" />;
}

import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { BusinessAlertsPage } from '../../features/business-alerts/BusinessAlertsPage';

/** The route's search: `quick_search` pre-fills the text box (docs/business-alerts.md); anything else is dropped. */
const BusinessAlertsSearchSchema = z.object({ quick_search: z.string().max(200).optional().catch(undefined) });

/** /business-alerts (docs/business-alerts.md): the news of the last days with facets; the key account manager's home. */
export const Route = createFileRoute('/_authenticated/business-alerts')({
  validateSearch: BusinessAlertsSearchSchema,
  component: BusinessAlertsRoute,
});

function BusinessAlertsRoute() {
  const search = Route.useSearch();
  return <BusinessAlertsPage search={search} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { BusinessAlertsPage } from '../../features/business-alerts/BusinessAlertsPage';
import { BusinessAlertsSearchSchema } from '../../features/business-alerts/businessAlertsSearch';

/** /business-alerts (docs/business-alerts.md): the news of the last days with facets; the key account manager's home. */
export const Route = createFileRoute('/_authenticated/business-alerts')({
  validateSearch: BusinessAlertsSearchSchema,
  component: BusinessAlertsRoute,
});

function BusinessAlertsRoute() {
  const search = Route.useSearch();
  return <BusinessAlertsPage search={search} />;
}

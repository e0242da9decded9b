import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { InquiriesPage } from '../../features/inquiries/InquiriesPage';
import { ReportsSearchSchema, opensInquiryPopup } from '../../features/inquiries/reportsSearch';

/**
 * /reports (docs/api.md "Customer inquiries"): the user's customer inquiries with a status filter and the create popup;
 * /reports?open-inquiry-popup=true opens the popup (the parameter is then dropped from the address).
 */
export const Route = createFileRoute('/_authenticated/reports')({
  validateSearch: ReportsSearchSchema,
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const openPopup = opensInquiryPopup(search);
  useEffect(() => {
    if (search['open-inquiry-popup'] !== undefined) void navigate({ search: {}, replace: true });
  }, [search, navigate]);
  return <InquiriesPage openPopup={openPopup} />;
}

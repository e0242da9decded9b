import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../features/company/CompanyPage';

/** /account/{companyId}/news/business-opportunity/{newsId} (route 'AccountNews'): the company page, that news piece highlighted. */
export const Route = createFileRoute('/_authenticated/account/$companyId/news/business-opportunity/$newsId')({ component: AccountNewsRoute });

function AccountNewsRoute() {
  const { companyId, newsId } = Route.useParams();
  return <CompanyPage key={`${companyId}/${newsId}`} companyId={Number(companyId)} newsId={Number(newsId)} />;
}

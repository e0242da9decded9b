import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../features/company/CompanyPage';

/**
 * /account/{companyId} (route 'Account'; docs/company-pages.md): the company page, opened from quick search in a new
 * tab.
 */
export const Route = createFileRoute('/_authenticated/account/$companyId/')({ component: AccountRoute });

function AccountRoute() {
  const { companyId } = Route.useParams();
  return <CompanyPage key={companyId} companyId={Number(companyId)} />;
}

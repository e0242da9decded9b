import { createFileRoute } from '@tanstack/react-router';
import { AdvancedSearchPage } from '../../features/advanced-search/AdvancedSearchPage';
import { AdvancedSearchSearchSchema } from '../../features/advanced-search/advancedSearchSearch';

/**
 * /advanced-search (docs/advanced-search.md): contacts or companies by criteria; target, criteria, sort and page in the
 * search params (shareable; the back button works).
 */
export const Route = createFileRoute('/_authenticated/advanced-search')({
  validateSearch: AdvancedSearchSearchSchema,
  component: AdvancedSearchRoute,
});

function AdvancedSearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdvancedSearchPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}

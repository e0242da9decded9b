import { createFileRoute } from '@tanstack/react-router';
import { QuickSearchResultsPage } from '../../features/quick-search/QuickSearchResultsPage';
import { QuickSearchResultsSearchSchema } from '../../features/quick-search/quickSearchResultsSearch';

/**
 * /quick-search?search=…&view=…&page=… (the spec's "see more"; docs/quick-search.md "Results page"): every result of
 * one kind for a quick-search text, a page at a time.
 */
export const Route = createFileRoute('/_authenticated/quick-search')({
  validateSearch: QuickSearchResultsSearchSchema,
  component: QuickSearchResultsRoute,
});

function QuickSearchResultsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QuickSearchResultsPage
      search={search}
      onViewChange={(view) => void navigate({ search: { ...search, view, page: undefined } })}
      onPageChange={(page) => void navigate({ search: { ...search, page: page === 1 ? undefined : page } })}
    />
  );
}

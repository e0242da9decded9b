import { createFileRoute } from '@tanstack/react-router';
import { QueryListPage } from '../../../features/queries/QueryListPage';

/** /personal-space/saved-searches (docs/advanced-search.md "The pages of queries"): the user's saved-searches, with previews. */
export const Route = createFileRoute('/_authenticated/personal-space/saved-searches')({ component: () => <QueryListPage kind="saved-searches" /> });

import { createFileRoute } from '@tanstack/react-router';
import { QueryListPage } from '../../../features/queries/QueryListPage';

/** /personal-space/company-segments (docs/advanced-search.md "The pages of queries"): the user's company-segments, with previews. */
export const Route = createFileRoute('/_authenticated/personal-space/company-segments')({ component: () => <QueryListPage kind="company-segments" /> });

import { createFileRoute } from '@tanstack/react-router';
import { QueryListPage } from '../../features/queries/QueryListPage';

/** /my-lists (docs/advanced-search.md "My lists"): the user's lists of companies and contacts, with previews. */
export const Route = createFileRoute('/_authenticated/my-lists')({ component: () => <QueryListPage kind="my-lists" /> });

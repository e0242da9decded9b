import { createFileRoute } from '@tanstack/react-router';
import { QueryListPage } from '../../../features/queries/QueryListPage';

/** /personal-space/alerts (docs/advanced-search.md "The pages of queries"): the user's alerts, with previews. */
export const Route = createFileRoute('/_authenticated/personal-space/alerts')({ component: () => <QueryListPage kind="alerts" /> });

import { createFileRoute } from '@tanstack/react-router';
import { QueryListPage } from '../../../features/queries/QueryListPage';

/** /personal-space/company-segments (docs/web-shell.md "Saved searches, segments, alerts"): the user's company-segments, with previews. */
export const Route = createFileRoute('/_authenticated/personal-space/company-segments')({ component: () => <QueryListPage kind="company-segments" /> });

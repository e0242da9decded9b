import { createFileRoute } from '@tanstack/react-router';
import { QueryListPage } from '../../../features/queries/QueryListPage';

/** /personal-space/contact-segments (docs/advanced-search.md "The pages of queries"): the user's contact-segments, with previews. */
export const Route = createFileRoute('/_authenticated/personal-space/contact-segments')({ component: () => <QueryListPage kind="contact-segments" /> });

import { createFileRoute } from '@tanstack/react-router';
import { ExportsPage } from '../../../../features/exports/ExportsPage';

/** /personal-space/exports (can_export): the user's exports, newest first, with live progress and download. */
export const Route = createFileRoute('/_authenticated/personal-space/exports/')({ component: ExportsPage });

import { createFileRoute } from '@tanstack/react-router';
import { ConferencesPage } from '../../features/conferences/ConferencesPage';

/** /conferences (route 'ConferencesPage'; docs/conferences.md): upcoming conferences with their filters. */
export const Route = createFileRoute('/_authenticated/conferences')({ component: ConferencesPage });

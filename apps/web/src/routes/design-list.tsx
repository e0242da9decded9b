import { createFileRoute } from '@tanstack/react-router';
import { DesignListPage } from '../features/design-list/DesignListPage';

/** Public catalogue of the UI kit (app-shell §2.2, default layout). */
export const Route = createFileRoute('/design-list')({ component: DesignListPage });

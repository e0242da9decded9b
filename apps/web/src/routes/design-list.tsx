import { createFileRoute } from '@tanstack/react-router';
import { DesignListPage } from '../features/design-list/DesignListPage';
import { loadPageTexts } from '../i18n/i18n';

/** Public catalogue of the UI kit (app-shell §2.2, default layout); its texts are in the page texts (i18n/i18n.ts). */
export const Route = createFileRoute('/design-list')({ beforeLoad: () => loadPageTexts(), component: DesignListPage });

import { createFileRoute } from '@tanstack/react-router';
import { DesignListPage } from '../features/design-list/DesignListPage';
import { loadPageTexts } from '../i18n/i18n';
import { ReactAriaProviders } from '../routing/ReactAriaProviders';

/**
 * Public catalogue of the UI kit (a public route, default layout: docs/rules/routing.md "Route table (generated)"); its
 * texts are in the page texts (i18n/i18n.ts).
 */
export const Route = createFileRoute('/design-list')({ beforeLoad: () => loadPageTexts(), component: () => (
    <ReactAriaProviders>
      <DesignListPage />
    </ReactAriaProviders>
  ),
});

import { createFileRoute } from '@tanstack/react-router';
import { TemplateListPage } from '../../../../features/templates/TemplateListPage';

/** /personal-space/templates (docs/adr/018-template-editor.md): the user's email templates, tags and statistics. */
export const Route = createFileRoute('/_authenticated/personal-space/templates/')({ component: TemplateListPage });

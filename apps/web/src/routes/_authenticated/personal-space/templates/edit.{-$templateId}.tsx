import { createFileRoute } from '@tanstack/react-router';
import { TemplateEditorPage } from '../../../../features/templates/TemplateEditorPage';

/**
 * /personal-space/templates/edit/{template_id?} (docs/adr/018-template-editor.md): a new template (no id), or the user's
 * template of that id. The id is numeric: the guard's route table answers not found for any other (core's matchRoute).
 */
export const Route = createFileRoute('/_authenticated/personal-space/templates/edit/{-$templateId}')({
  component: TemplateEditorRoute,
});

function TemplateEditorRoute() {
  const { templateId } = Route.useParams();
  const id = templateId === undefined ? null : Number(templateId);
  // A new view-model per template: the key starts the editor again when the id changes.
  return <TemplateEditorPage key={id ?? 'new'} templateId={id} />;
}

import { ContainerModule } from 'inversify';
import { provide } from '../injection';
import { TEMPLATES_VIEW_MODEL_FACTORY, TemplatesViewModelFactory } from '../../features/templates/TemplatesViewModelFactory';

/** The templates pages (list and editor; docs/adr/018-template-editor.md). */
export const templatesModule = new ContainerModule((options) => {
  provide(options, TEMPLATES_VIEW_MODEL_FACTORY).to(TemplatesViewModelFactory).inSingletonScope();
});

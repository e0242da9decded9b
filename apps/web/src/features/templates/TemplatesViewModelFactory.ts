import { inject, injectable } from 'inversify';
import type { TemplatesGateway } from '@cible/core';
import { token } from '../../di/token';
import { TEMPLATES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { TemplateEditorViewModel } from './TemplateEditorViewModel';
import { TemplateListViewModel } from './TemplateListViewModel';

/** Makes the view-models of the templates pages: the list and the editor, with the spec's toasts. */
@injectable()
export class TemplatesViewModelFactory {
  constructor(
    @inject(TEMPLATES_GATEWAY) private readonly gateway: TemplatesGateway,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  createList(): TemplateListViewModel {
    const t = this.translate;
    return new TemplateListViewModel(this.gateway, {
      succeeded: (what) => this.toasts.success(t(`personalSpace.toast.${what}`)),
      failed: () => this.toasts.error(t('personalSpace.toast.error')),
      copyName: (name) => t('templates.copyName', { name }),
    });
  }

  /** The editor of a template (`null`: a new one). */
  createEditor(templateId: number | null): TemplateEditorViewModel {
    const t = this.translate;
    return new TemplateEditorViewModel(templateId, this.gateway, {
      saved: () => this.toasts.success(t('personalSpace.toast.saved')),
      failed: () => this.toasts.error(t('personalSpace.toast.error')),
    });
  }
}

export const TEMPLATES_VIEW_MODEL_FACTORY = token<TemplatesViewModelFactory>('TemplatesViewModelFactory');

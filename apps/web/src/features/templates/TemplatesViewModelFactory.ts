import { inject, injectable } from 'inversify';
import { can, isHttpFailure } from '@cible/core';
import type { Ability, QuickSearchGateway, TemplatesGateway, TemplateTestSendGateway } from '@cible/core';
import { token } from '../../di/token';
import { QUICK_SEARCH_GATEWAY, TEMPLATES_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SESSION_STORE } from '../session/SessionStore';
import { TemplatePreviewModel } from './TemplatePreviewModel';
import { TemplateEditorViewModel } from './TemplateEditorViewModel';
import { TemplateListViewModel } from './TemplateListViewModel';

/** Makes the view-models of the templates pages: the list and the editor, with the spec's toasts. */
@injectable()
export class TemplatesViewModelFactory {
  constructor(
    @inject(TEMPLATES_GATEWAY) private readonly gateway: TemplatesGateway & TemplateTestSendGateway,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
    @inject(QUICK_SEARCH_GATEWAY) private readonly quickSearch: QuickSearchGateway,
    @inject(SESSION_STORE) private readonly session: { readonly ability: Ability | null },
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
    // The contacts are looked for with the quick search, when the licence has it (not the sender licences).
    const ability = this.session.ability;
    const search = ability !== null && can(ability, 'read', 'QUICK_SEARCH') ? this.quickSearch : null;
    return new TemplateEditorViewModel(templateId, this.gateway, {
      saved: () => this.toasts.success(t('personalSpace.toast.saved')),
      failed: () => this.toasts.error(t('personalSpace.toast.error')),
      testSent: (count) => this.toasts.success(t('templates.editor.test.sent', { count })),
      testFailed: (error) => this.toasts.error(t(testFailureKey(error))),
    }, new TemplatePreviewModel(this.gateway, search));
  }
}

/** Why a test send failed, in words: no mailbox connected, a mailbox that refused the login, or anything else. */
function testFailureKey(error: unknown): 'templates.editor.test.noMailbox' | 'templates.editor.test.mailboxRefused' | 'personalSpace.toast.error' {
  const code = isHttpFailure(error) && error.kind === 'api' ? error.error.code : null;
  if (code === 'MAILBOX.NOT_CONNECTED') return 'templates.editor.test.noMailbox';
  if (code !== null && code.startsWith('MAILBOX.')) return 'templates.editor.test.mailboxRefused';
  return 'personalSpace.toast.error';
}

export const TEMPLATES_VIEW_MODEL_FACTORY = token<TemplatesViewModelFactory>('TemplatesViewModelFactory');

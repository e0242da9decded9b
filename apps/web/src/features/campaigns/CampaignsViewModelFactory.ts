import { inject, injectable } from 'inversify';
import type { CampaignStatusCode, Clock, SmartMailingGateway } from '@cible/core';
import { token } from '../../di/token';
import { CLOCK } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { copyTextToClipboard } from '../signature-generator/copyTextToClipboard';
import { CampaignDomainsViewModel } from './CampaignDomainsViewModel';
import { CampaignHeaderFooterViewModel } from './CampaignHeaderFooterViewModel';
import { CampaignListViewModel } from './CampaignListViewModel';
import { CampaignSendersViewModel } from './CampaignSendersViewModel';
import { SMART_MAILING_GATEWAY } from './smartMailingGatewayToken';

/** Makes the view-models of the campaign pages (lists; settings: header and footer, senders, domains). */
@injectable()
export class CampaignsViewModelFactory {
  constructor(
    @inject(SMART_MAILING_GATEWAY) private readonly gateway: SmartMailingGateway,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
    @inject(CLOCK) readonly clock: Clock,
  ) {}

  createList(status: CampaignStatusCode): CampaignListViewModel {
    return new CampaignListViewModel(status, this.gateway, {
      done: (kind) => this.toasts.success(this.translate(`campaigns.toast.${kind}`)),
      failed: (key) => this.toasts.error(this.translate(`campaigns.errors.${key}`)),
    });
  }

  createHeaderFooter(): CampaignHeaderFooterViewModel {
    return new CampaignHeaderFooterViewModel(this.gateway);
  }

  createDomains(): CampaignDomainsViewModel {
    return new CampaignDomainsViewModel(this.gateway, {
      copy: (text) => copyTextToClipboard(text),
      done: (kind) => (kind === 'copyFailed' ? this.toasts.error(this.translate('campaigns.toast.copyFailed')) : this.toasts.success(this.translate(`campaigns.toast.${kind}`))),
    });
  }

  /** The senders, whose domain is chosen among `domains`' names. */
  createSenders(domains: CampaignDomainsViewModel): CampaignSendersViewModel {
    return new CampaignSendersViewModel(this.gateway, () => domains.names, {
      done: (kind) => this.toasts.success(this.translate(`campaigns.toast.${kind}`)),
    });
  }
}

export const CAMPAIGNS_VIEW_MODEL_FACTORY = token<CampaignsViewModelFactory>('CampaignsViewModelFactory');

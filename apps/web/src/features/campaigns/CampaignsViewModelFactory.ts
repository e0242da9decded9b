import { inject, injectable } from 'inversify';
import type { BatEmailsGateway, Campaign, CampaignStatusCode, Clock, SmartMailingGateway } from '@cible/core';
import { token } from '../../di/token';
import { BAT_EMAILS_GATEWAY, CLOCK } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { copyTextToClipboard } from '../signature-generator/copyTextToClipboard';
import { CampaignDetailsViewModel } from './CampaignDetailsViewModel';
import { CampaignDomainsViewModel } from './CampaignDomainsViewModel';
import { CampaignEngagementListsViewModel } from './CampaignEngagementListsViewModel';
import { CampaignHeaderFooterViewModel } from './CampaignHeaderFooterViewModel';
import { CampaignListViewModel } from './CampaignListViewModel';
import { CampaignPreviewViewModel } from './CampaignPreviewViewModel';
import { CampaignSendersViewModel } from './CampaignSendersViewModel';
import { CampaignStatisticsViewModel } from './CampaignStatisticsViewModel';
import { CampaignSummaryViewModel } from './CampaignSummaryViewModel';
import { CampaignTargetsViewModel } from './CampaignTargetsViewModel';
import { SMART_MAILING_GATEWAY } from './smartMailingGatewayToken';

/** Makes the view-models of the campaign pages (lists, details and their tabs, results; settings: header and footer, senders, domains). */
@injectable()
export class CampaignsViewModelFactory {
  constructor(
    @inject(SMART_MAILING_GATEWAY) private readonly gateway: SmartMailingGateway,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
    @inject(CLOCK) readonly clock: Clock,
    @inject(BAT_EMAILS_GATEWAY) private readonly batEmails: BatEmailsGateway,
  ) {}

  createDetails(campaignId: number): CampaignDetailsViewModel {
    return new CampaignDetailsViewModel(campaignId, this.gateway);
  }

  /** The content tab's preview of the mail being written (the server's rendering, after each pause in the writing). */
  createPreview(details: CampaignDetailsViewModel): CampaignPreviewViewModel {
    return new CampaignPreviewViewModel(details.campaignId, this.gateway, () =>
      details.draft === null ? null : { html: details.draft.email_html_content, preHeader: details.draft.email_pre_header },
    );
  }

  createSummary(campaign: () => Campaign | null, onSent: (campaign: Campaign) => void): CampaignSummaryViewModel {
    return new CampaignSummaryViewModel(campaign, this.gateway, this.batEmails, this.clock, (sent) => {
      this.toasts.success(this.translate(sent.status_id === 3 ? 'campaigns.toast.sent' : 'campaigns.toast.scheduled'));
      onSent(sent);
    });
  }

  createTargets(campaignId: number): CampaignTargetsViewModel {
    return new CampaignTargetsViewModel(campaignId, this.gateway);
  }

  /** The openers and clickers lists of a sent campaign (its results tab). */
  createEngagementLists(campaignId: number): CampaignEngagementListsViewModel {
    return new CampaignEngagementListsViewModel(campaignId, this.gateway);
  }

  /** The statistics of a campaign, or of all campaigns over a period (`null`). */
  createStatistics(campaignId: number | null): CampaignStatisticsViewModel {
    return new CampaignStatisticsViewModel(this.gateway, this.clock, campaignId);
  }

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

import { DomainFailure } from '@cible/core';
import type { CampaignPreview, CampaignPreviewBody } from '@cible/core';
import { emailHtmlToStore } from '../../mail/content/email-body-content';
import type { AuthContext } from '../../security/auth-context';
import type { TemplateTestSendRepository } from '../template-test-send/template-test-send-repository';
import type { CampaignPreviewRepository } from './campaign-preview-repository';
import { campaignMailContent } from './campaign-send-mail';
import type { CampaignMailLinks } from './campaign-send-mail';
import type { CampaignSenderRepository } from './campaign-sender-repository';

export interface CampaignPreviewService {
  preview(auth: AuthContext, campaignId: number, body: CampaignPreviewBody): Promise<CampaignPreview>;
}

export interface CampaignPreviewDependencies {
  readonly repository: CampaignPreviewRepository;
  readonly sources: Pick<CampaignSenderRepository, 'source'>;
  readonly contacts: Pick<TemplateTestSendRepository, 'contact'>;
  /** The links of a mail with no send behind it (the test send's). */
  readonly links: Pick<CampaignMailLinks, 'unsubscribeUrl' | 'mirrorUrl'>;
}

/**
 * The campaign mail as its first target will get it (the rendering of the sender: responsive layout, header, footer,
 * mirror line, the contact's variables), for the content being written when the body carries it (sanitised as a save
 * would, so the preview never shows what would not be kept). Untracked, nothing stored; a campaign without a sender
 * yet is previewed too (the preview is about the content).
 */
export function createCampaignPreviewService({ repository, sources, contacts, links }: CampaignPreviewDependencies): CampaignPreviewService {
  return {
    async preview(auth, campaignId, body) {
      const organizationId = auth.user.organizationId;
      const source = await sources.source(organizationId, campaignId);
      if (source === null) throw new DomainFailure('NOT_FOUND', 'No such campaign.');
      const contactId = await repository.firstTargetContactId(organizationId, campaignId);
      const contact = contactId === null ? null : await contacts.contact(contactId);
      const mail = await campaignMailContent(
        {
          ...source,
          ...(body.email_html_content === undefined ? {} : { html: emailHtmlToStore('email_html_content', body.email_html_content) }),
          ...(body.email_pre_header === undefined ? {} : { preHeader: body.email_pre_header ?? '' }),
        },
        contact,
        links,
      );
      return { subject: mail.subject, html: mail.html };
    },
  };
}

import { campaignListSort, canDeleteCampaign, CAMPAIGN_STATUS, DomainFailure, duplicateSequenceName, isCampaignEditable, PORT_LIMITS } from '@cible/core';
import type { Campaign, CampaignCreateBody, CampaignListQuery, CampaignListResponse, CampaignUpdateBody } from '@cible/core';
import { emailHtmlToStore } from '../../mail/content/email-body-content';
import type { AuthContext } from '../../security/auth-context';
import type { CampaignChanges, CampaignsRepository } from './campaigns-repository';

export interface CampaignsService {
  list(auth: AuthContext, query: CampaignListQuery): Promise<CampaignListResponse>;
  get(auth: AuthContext, id: number): Promise<Campaign>;
  create(auth: AuthContext, body: CampaignCreateBody): Promise<Campaign>;
  update(auth: AuthContext, id: number, body: CampaignUpdateBody): Promise<Campaign>;
  duplicate(auth: AuthContext, id: number): Promise<Campaign>;
  remove(auth: AuthContext, id: number): Promise<void>;
}

const notFound = () => new DomainFailure('NOT_FOUND', 'No such campaign.');
const readOnly = (campaign: Pick<Campaign, 'status_id'>) =>
  new DomainFailure('CAMPAIGN.READ_ONLY', 'A sent campaign cannot change.', { details: { status_id: campaign.status_id } });

/** The statuses in which a campaign changes or goes (core's rules, read over the catalogue). */
const EDITABLE_STATUSES = Object.values(CAMPAIGN_STATUS).filter(isCampaignEditable);
const DELETABLE_STATUSES = Object.values(CAMPAIGN_STATUS).filter(canDeleteCampaign);

/** The HTML fields, sanitised on save like templates and the smart-mailing header and footer (ADR 015). */
const HTML_FIELDS = ['email_html_content', 'email_header', 'email_footer'] as const;

function storedChanges(body: CampaignCreateBody | CampaignUpdateBody): CampaignChanges {
  const changes: Record<string, unknown> = { ...body };
  for (const field of HTML_FIELDS) {
    const html = body[field];
    if (typeof html === 'string') changes[field] = emailHtmlToStore(field, html);
  }
  return changes;
}

/**
 * Use cases of the smart-mailing campaigns (docs/api.md "Campaigns"): the organisation's campaigns, read by every
 * colleague the licence lets read them; created as drafts; changed (content only: the status moves through the send
 * call and core's transitions) and deleted while draft or scheduled — a sent campaign is read-only (409
 * CAMPAIGN.READ_ONLY, CAMPAIGN.NOT_DELETABLE); copied as a draft "<name> (copie)" (the sequences' wording).
 */
export function createCampaignsService(repository: CampaignsRepository): CampaignsService {
  const organizationOf = (auth: AuthContext) => auth.user.organizationId;
  const load = async (auth: AuthContext, id: number): Promise<Campaign> => {
    const campaign = await repository.find(organizationOf(auth), id);
    if (campaign === null) throw notFound();
    return campaign;
  };
  return {
    async list(auth, query) {
      const statusId = query.status_id ?? null;
      // A status filter decides the order (core's rule); without one, the sort asked for.
      const sort = statusId === null ? query.sort : campaignListSort(statusId as 1 | 2 | 3);
      const { campaigns, total } = await repository.list(organizationOf(auth), { statusId, sort, limit: query.limit, offset: query.offset });
      return { campaign_list: campaigns, campaign_count: total };
    },
    get: load,
    create: (auth, body) => repository.create(organizationOf(auth), auth.user.id, storedChanges(body) as CampaignCreateBody),
    async update(auth, id, body) {
      const campaign = await load(auth, id);
      if (!isCampaignEditable(campaign.status_id)) throw readOnly(campaign);
      const changed = await repository.update(organizationOf(auth), id, storedChanges(body), EDITABLE_STATUSES);
      if (changed === null) throw readOnly({ status_id: CAMPAIGN_STATUS.sent });
      return changed;
    },
    async duplicate(auth, id) {
      const campaign = await load(auth, id);
      const copy = await repository.duplicate(organizationOf(auth), id, auth.user.id, duplicateSequenceName(campaign.name, PORT_LIMITS.name));
      if (copy === null) throw notFound();
      return copy;
    },
    async remove(auth, id) {
      const campaign = await load(auth, id);
      const refusal = () =>
        new DomainFailure('CAMPAIGN.NOT_DELETABLE', 'Only a draft or scheduled campaign can be deleted.', { details: { status_id: campaign.status_id } });
      if (!canDeleteCampaign(campaign.status_id)) throw refusal();
      if (!(await repository.remove(organizationOf(auth), id, DELETABLE_STATUSES))) throw refusal();
    },
  };
}

import { campaignListSort, canDeleteCampaign, CAMPAIGN_STATUS, DomainFailure, duplicateSequenceName, isCampaignEditable, PORT_LIMITS, transitionCampaign } from '@cible/core';
import type { Campaign, CampaignCreateBody, CampaignListQuery, CampaignListResponse, CampaignUpdateBody } from '@cible/core';
import type { Database } from '../../db/database';
import { emailHtmlToStore } from '../../mail/content/email-body-content';
import type { AuthContext } from '../../security/auth-context';
import { deleteLockedCampaign, lockCampaignForChange, markCampaignDraft, refundPlannedSends } from './campaign-mailing-credit';
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
  const { status_id: _status, ...content } = body as CampaignUpdateBody;
  const changes: Record<string, unknown> = { ...content };
  for (const field of HTML_FIELDS) {
    const html = body[field];
    if (typeof html === 'string') changes[field] = emailHtmlToStore(field, html);
  }
  return changes;
}

/**
 * Use cases of the smart-mailing campaigns (docs/api.md "Campaigns"): the organisation's campaigns, read by every
 * colleague the licence lets read them; created as drafts (with the organisation's default sender unless the body names one); changed (content; `status_id: 1` takes a scheduled campaign
 * back to draft by core's transition, the send call moves it forward) and deleted while draft or scheduled — a sent
 * campaign is read-only (409 CAMPAIGN.READ_ONLY, CAMPAIGN.NOT_DELETABLE); copied as a draft "<name> (copie)" (the
 * sequences' wording). Back to draft and deleting a scheduled campaign remove its planned sends and refund their
 * credits to the owner in the same transaction (docs/adr/043-campaign-volume-guard-and-refunds.md).
 */
export function createCampaignsService(repository: CampaignsRepository, db: Database): CampaignsService {
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
    async create(auth, body) {
      // A new campaign takes the organisation's default sender unless the body names one (or null).
      const sender = body.sender_id === undefined ? await repository.defaultSender(organizationOf(auth)) : undefined;
      const changes = { ...storedChanges(body), ...(sender === undefined ? {} : { sender_id: sender }) };
      return repository.create(organizationOf(auth), auth.user.id, changes as CampaignCreateBody);
    },
    async update(auth, id, body) {
      const campaign = await load(auth, id);
      if (!isCampaignEditable(campaign.status_id)) throw readOnly(campaign);
      if (body.status_id !== undefined && body.status_id !== campaign.status_id) {
        const organizationId = organizationOf(auth);
        const to = body.status_id;
        await db.transaction(async (tx) => {
          const locked = await lockCampaignForChange(tx, organizationId, id);
          if (locked === null) throw notFound();
          if (locked.statusId === to) return;
          const moved = transitionCampaign(locked.statusId, to);
          if (!moved.ok) throw new DomainFailure(moved.error.code, 'The campaign cannot go back to draft once sent.', { details: moved.error.details ?? {} });
          await refundPlannedSends(tx, { organizationId, campaignId: id, ownerUserId: locked.ownerUserId }, auth.user.id);
          await markCampaignDraft(tx, organizationId, id, moved.value);
        });
      }
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
      const organizationId = organizationOf(auth);
      await db.transaction(async (tx) => {
        const locked = await lockCampaignForChange(tx, organizationId, id);
        if (locked === null) throw notFound();
        if (!DELETABLE_STATUSES.includes(locked.statusId as (typeof DELETABLE_STATUSES)[number])) throw refusal();
        if (locked.statusId === CAMPAIGN_STATUS.scheduled) await refundPlannedSends(tx, { organizationId, campaignId: id, ownerUserId: locked.ownerUserId }, auth.user.id);
        await deleteLockedCampaign(tx, organizationId, id);
      });
    },
  };
}

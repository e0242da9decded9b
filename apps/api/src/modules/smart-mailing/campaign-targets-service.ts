import { CAMPAIGN_STATUS, checkTargetImport, DomainFailure, isCampaignEditable } from '@cible/core';
import type {
  Campaign,
  CampaignImportResponse,
  CampaignImportTargetsBody,
  CampaignTarget,
  CampaignTargetCheckResponse,
  CampaignTargetListResponse,
  CampaignTargetQuery,
  UpdatedCountResponse,
} from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import type { QueryContactsReader } from '../sequences/query-contacts';
import type { CampaignTargetsRepository } from './campaign-targets-repository';
import type { CampaignsRepository } from './campaigns-repository';

export interface CampaignTargetsService {
  search(auth: AuthContext, campaignId: number, query: CampaignTargetQuery): Promise<CampaignTargetListResponse>;
  updateOne(auth: AuthContext, campaignId: number, targetId: number, statusId: number): Promise<CampaignTarget>;
  updateMany(auth: AuthContext, campaignId: number, targetIds: readonly number[], statusId: number): Promise<UpdatedCountResponse>;
  checkImport(auth: AuthContext, body: CampaignImportTargetsBody): Promise<CampaignTargetCheckResponse>;
  importTargets(auth: AuthContext, body: CampaignImportTargetsBody): Promise<CampaignImportResponse>;
}

export interface CampaignTargetsServiceDependencies {
  readonly repository: CampaignTargetsRepository;
  readonly campaigns: Pick<CampaignsRepository, 'find'>;
  /**
   * The contacts of a list the caller may import (the imports' reader: the caller's own lists, the organisation's
   * openers and clickers lists read as their owner; another's: 404).
   */
  readonly contactsOfQuery: QueryContactsReader;
}

const notFound = (what: string) => new DomainFailure('NOT_FOUND', `No such ${what}.`);

/** The statuses in which a campaign's targets may still be added (core's rule over the catalogue). */
const EDITABLE_STATUSES = Object.values(CAMPAIGN_STATUS).filter(isCampaignEditable);

/**
 * Use cases of a campaign's targets (docs/api.md "Campaigns"): the list (20 per page), the prospect status of one
 * target or of the selected ones (any campaign status: it is the contact's follow-up, not the e-mail), the import
 * check and the import of contacts — each once, excluded without an e-mail or with a bounced one (reason 2) or opted
 * out in the organisation (reason 3, core's `checkTargetImport`); only into a draft or scheduled campaign (409
 * CAMPAIGN.READ_ONLY). No credit is taken at import: the send pays (credits are checked by the sender at send time).
 * The contacts are given (contact_id_list) or every contact of a list (query_id: the caller's list, segment or saved
 * search, or one of the organisation's openers and clickers lists, read in one query by the sequence import's reader;
 * ADR 041); exactly one of the two (400 IMPORT.CONTACTS_OR_QUERY).
 */
export function createCampaignTargetsService({ repository, campaigns, contactsOfQuery }: CampaignTargetsServiceDependencies): CampaignTargetsService {
  const organizationOf = (auth: AuthContext) => auth.user.organizationId;
  const load = async (auth: AuthContext, id: number): Promise<Campaign> => {
    const campaign = await campaigns.find(organizationOf(auth), id);
    if (campaign === null) throw notFound('campaign');
    return campaign;
  };
  const readOnly = (statusId: number) => new DomainFailure('CAMPAIGN.READ_ONLY', 'A sent campaign takes no more targets.', { details: { status_id: statusId } });
  const loadForImport = async (auth: AuthContext, body: CampaignImportTargetsBody): Promise<number[]> => {
    // After the tenant hook (another organisation's ids: 404 first), as the sequence import.
    if ((body.contact_id_list === undefined) === (body.query_id === undefined)) {
      throw new DomainFailure('IMPORT.CONTACTS_OR_QUERY', 'Give contact_id_list or query_id, one of the two.');
    }
    const campaign = await load(auth, body.campaign_id);
    if (!isCampaignEditable(campaign.status_id)) throw readOnly(campaign.status_id);
    if (body.query_id !== undefined) return contactsOfQuery({ userId: auth.user.id, organizationId: organizationOf(auth) }, body.query_id);
    const contacts = [...new Set(body.contact_id_list)];
    if ((await repository.existingContacts(contacts)).length !== contacts.length) throw notFound('contact');
    return contacts;
  };
  return {
    async search(auth, campaignId, query) {
      await load(auth, campaignId);
      const { targets, total } = await repository.search(organizationOf(auth), campaignId, {
        statusId: query.status_id ?? null,
        emailEvents: query.email_event_list ?? [],
        limit: query.limit,
        offset: query.offset,
      });
      return { target_list: targets, target_count: total };
    },
    async updateOne(auth, campaignId, targetId, statusId) {
      await load(auth, campaignId);
      if ((await repository.updateStatus(organizationOf(auth), campaignId, [targetId], statusId)) === 0) throw notFound('target');
      const target = await repository.find(organizationOf(auth), campaignId, targetId);
      if (target === null) throw notFound('target');
      return target;
    },
    async updateMany(auth, campaignId, targetIds, statusId) {
      await load(auth, campaignId);
      // The tenant hook checked the organisation; each target must also be of this campaign.
      if ((await repository.countOfCampaign(organizationOf(auth), campaignId, targetIds)) !== new Set(targetIds).size) throw notFound('target');
      return { updated_count: await repository.updateStatus(organizationOf(auth), campaignId, targetIds, statusId) };
    },
    async checkImport(auth, body) {
      const contacts = await loadForImport(auth, body);
      const check = checkTargetImport(await repository.importFacts(organizationOf(auth), body.campaign_id, contacts));
      return {
        contact_count: check.contactCount,
        importable_count: check.importable.length,
        already_targeted_count: check.alreadyTargetedCount,
        excluded_list: check.excluded.map((entry) => ({ contact_id: entry.contactId, reason_id: entry.reasonId })),
        // One mail per target, paid by the send from the owner's mailing credits (campaign-mailing-credit.ts).
        required_credit_count: check.importable.length,
        available_credit_count: await repository.ownerMailingCredits(organizationOf(auth), body.campaign_id),
      };
    },
    async importTargets(auth, body) {
      const contacts = await loadForImport(auth, body);
      let excludedCount = 0;
      const outcome = await repository.importTargets(organizationOf(auth), body.campaign_id, contacts, body.query_id ?? null, EDITABLE_STATUSES, (facts) => {
        const check = checkTargetImport(facts);
        excludedCount = check.excluded.length;
        return check.importable;
      });
      if (outcome === null) throw readOnly(CAMPAIGN_STATUS.sent);
      return { imported_count: outcome.insertedCount, excluded_count: excludedCount };
    },
  };
}

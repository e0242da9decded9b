import { checkTargetImport, DomainFailure, SEQUENCE_IMPORT_MAX_CONTACTS, shouldSearchTargetsByName } from '@cible/core';
import type {
  DeletedCountResponse,
  Sequence,
  SequenceImportCheckResponse,
  SequenceImportResponse,
  SequenceImportTargetsBody,
  SequenceTargetDto,
  SequenceTargetListCreateBody,
  SequenceTargetList,
  SequenceTargetListListResponse,
  SequenceTargetListResponse,
  SequenceTargetSearch,
  SequenceTargetUpdateBody,
} from '@cible/core';
import { consumeCredits } from '../credits/credit-ledger';
import type { AuthContext } from '../../security/auth-context';
import type { QueryContactsReader } from './query-contacts';
import { checkSequenceChange } from './sequence-change-check';
import type { SequenceTargetsRepository } from './sequence-targets-repository';
import type { SequencesRepository } from './sequences-repository';

export interface SequenceTargetsService {
  search(auth: AuthContext, sequenceId: number, search: SequenceTargetSearch): Promise<SequenceTargetListResponse>;
  remove(auth: AuthContext, sequenceId: number, targetIds: readonly number[]): Promise<DeletedCountResponse>;
  update(auth: AuthContext, sequenceId: number, targetId: number, body: SequenceTargetUpdateBody): Promise<SequenceTargetDto>;
  checkImport(auth: AuthContext, sequenceId: number, body: SequenceImportTargetsBody): Promise<SequenceImportCheckResponse>;
  importTargets(auth: AuthContext, sequenceId: number, body: SequenceImportTargetsBody): Promise<SequenceImportResponse>;
  listTargetLists(auth: AuthContext, sequenceId: number): Promise<SequenceTargetListListResponse>;
  addTargetList(auth: AuthContext, sequenceId: number, body: SequenceTargetListCreateBody): Promise<SequenceTargetList>;
}

export interface SequenceTargetsServiceDependencies {
  readonly repository: SequenceTargetsRepository;
  readonly sequences: Pick<SequencesRepository, 'find'>;
  readonly contactsOfQuery: QueryContactsReader;
  /** The clock (tests pass a fixed one). */
  readonly now?: () => Date;
}

const notFound = (what: string) => new DomainFailure('NOT_FOUND', `No such ${what}.`);

/** The words of the contact search (the quick search's form: split on spaces). */
const wordsOf = (name: string): string[] => name.trim().split(/\s+/).filter((word) => word !== '');

/**
 * Use cases of a sequence's targets (docs/api.md "Sequence targets and tasks", ADR 028): the monitoring search,
 * removal, status change, the import check and the import (credits of the kind `sequence`, taken from the sequence's
 * owner — the sender — in the transaction that enrols), and the lists that feed the sequence. Reading needs the
 * sequence's organisation; changing needs core's ownership rule and a status the licence may update.
 */
export function createSequenceTargetsService({ repository, sequences, contactsOfQuery, now = () => new Date() }: SequenceTargetsServiceDependencies): SequenceTargetsService {
  const organizationOf = (auth: AuthContext) => auth.user.organizationId;
  const load = async (auth: AuthContext, id: number): Promise<Sequence> => {
    const sequence = await sequences.find(organizationOf(auth), id);
    if (sequence === null) throw notFound('sequence');
    return sequence;
  };
  const loadForChange = async (auth: AuthContext, id: number): Promise<Sequence> => {
    const sequence = await load(auth, id);
    checkSequenceChange(auth, sequence);
    return sequence;
  };

  /** The contacts an import offers: those given (each must exist) and every contact of the caller's list, each once. */
  const offeredContacts = async (auth: AuthContext, body: SequenceImportTargetsBody): Promise<number[]> => {
    if (body.contact_id_list === undefined && body.query_id === undefined) {
      throw new DomainFailure('IMPORT.CONTACTS_OR_QUERY', 'Give contact_id_list, query_id or both.');
    }
    const given = [...new Set(body.contact_id_list ?? [])];
    if ((await repository.existingContacts(given)).length !== given.length) throw notFound('contact');
    const listed = body.query_id === undefined ? [] : await contactsOfQuery({ userId: auth.user.id, organizationId: organizationOf(auth) }, body.query_id);
    const contacts = [...new Set([...given, ...listed])];
    if (contacts.length > SEQUENCE_IMPORT_MAX_CONTACTS) {
      throw new DomainFailure('SEQUENCE.IMPORT_TOO_LARGE', `An import offers at most ${SEQUENCE_IMPORT_MAX_CONTACTS} contacts.`, {
        details: { contact_count: contacts.length, max_contact_count: SEQUENCE_IMPORT_MAX_CONTACTS },
      });
    }
    return contacts;
  };

  return {
    async search(auth, sequenceId, search) {
      await load(auth, sequenceId);
      const { targets, total } = await repository.search(organizationOf(auth), sequenceId, {
        nameWords: shouldSearchTargetsByName(search.name) ? wordsOf(search.name!) : null,
        emailEvents: search.email_event_list,
        excludedEmailEvents: search.exclude_email_event_list,
        stepPositions: search.step_position_list,
        targetedOtherSequence: search.targeted_other_sequence,
        statusIds: search.target_status_id_list,
        taskStates: search.task_status_list,
        now: now(),
        limit: search.limit,
        offset: search.offset,
      });
      return { target_list: targets, target_count: total };
    },
    async remove(auth, sequenceId, targetIds) {
      await loadForChange(auth, sequenceId);
      // The tenant hook checked the organisation; each target must also be of this sequence.
      if ((await repository.countOfSequence(organizationOf(auth), sequenceId, targetIds)) !== new Set(targetIds).size) throw notFound('target');
      return { deleted_count: await repository.remove(organizationOf(auth), sequenceId, targetIds, now()) };
    },
    async update(auth, sequenceId, targetId, body) {
      await loadForChange(auth, sequenceId);
      if (!(await repository.updateStatus(organizationOf(auth), sequenceId, targetId, body.status_id, now()))) throw notFound('target');
      const target = await repository.find(organizationOf(auth), sequenceId, targetId);
      if (target === null) throw notFound('target');
      return target;
    },
    async checkImport(auth, sequenceId, body) {
      const sequence = await loadForChange(auth, sequenceId);
      const contacts = await offeredContacts(auth, body);
      const check = checkTargetImport(await repository.importFacts(organizationOf(auth), sequenceId, sequence.owner_user_id, contacts));
      return {
        contact_count: check.contactCount,
        importable_count: check.importable.length,
        already_targeted_count: check.alreadyTargetedCount,
        excluded_list: check.excluded.map((entry) => ({ contact_id: entry.contactId, reason_id: entry.reasonId })),
        warning_list: await repository.colleagueWarnings(organizationOf(auth), sequence.owner_user_id, check.importable),
      };
    },
    async importTargets(auth, sequenceId, body) {
      const sequence = await loadForChange(auth, sequenceId);
      const organizationId = organizationOf(auth);
      const contacts = await offeredContacts(auth, body);
      let excludedCount = 0;
      const outcome = await repository.importTargets(
        organizationId,
        sequenceId,
        sequence.owner_user_id,
        contacts,
        body.query_id ?? null,
        (facts) => {
          const check = checkTargetImport(facts);
          excludedCount = check.excluded.length;
          return check.importable;
        },
        async (tx, count) => {
          const taken = await consumeCredits(tx, {
            organizationId,
            userId: sequence.owner_user_id,
            kind: 'sequence',
            amount: count,
            reference: `sequence:${sequenceId}`,
          });
          if (!taken.ok) {
            throw new DomainFailure('CREDITS.INSUFFICIENT', 'Not enough sequence credits for these targets (details.required, details.available).', {
              details: { required: count, available: taken.available },
            });
          }
        },
      );
      return { imported_count: outcome.insertedCount, excluded_count: excludedCount };
    },
    async listTargetLists(auth, sequenceId) {
      await load(auth, sequenceId);
      return { target_list_list: await repository.listTargetLists(organizationOf(auth), sequenceId) };
    },
    async addTargetList(auth, sequenceId, body) {
      await loadForChange(auth, sequenceId);
      return repository.addTargetList(organizationOf(auth), sequenceId, body.query_id);
    },
  };
}

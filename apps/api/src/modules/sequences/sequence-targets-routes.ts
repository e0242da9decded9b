import { SEQUENCE_TARGETS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { SequenceTargetsService } from './sequence-targets-service';

export interface SequenceTargetsRoutesOptions {
  readonly service: SequenceTargetsService;
}

const TEAM = 'Every colleague the licence lets read sequences reads the organisation’s; another organisation’s id: 404.';
const CHANGE = `A change needs the sequence’s owner or an organisation manager (else 403 SEQUENCE.NOT_OWNER) and a status the licence may update (archived: 409 SEQUENCE.READ_ONLY). ${TEAM}`;
const IMPORT = `contact_id_list (contacts that exist, else 404), query_id (one of the caller’s lists, segments or saved searches, its contacts read like an export’s, or one of the organisation’s campaign openers and clickers lists, read as its owner; another’s: 404) or both (neither: 400 IMPORT.CONTACTS_OR_QUERY); at most 10 000 contacts (422 SEQUENCE.IMPORT_TOO_LARGE). A contact already a target is not imported again; excluded: replied (1), no e-mail or a bounced one (2), opted out (3), a target not done of another ongoing, paused or programmed sequence of the same owner (4).`;

/**
 * The targets of a sequence and the lists that feed it (docs/api.md "Sequence targets and tasks", ADR 028). The
 * subject is SEQUENCES; the action what the route does. Removal is {@link sequenceTargetRemovalRoutes}, registered
 * after every route that reads or changes a target (the send review too): the access suite runs the routes in
 * registration order with each caller's own target.
 */
export const sequenceTargetsRoutes: FastifyPluginAsyncZod<SequenceTargetsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, SEQUENCE_TARGETS_ENDPOINTS, {
    searchSequenceTargets: {
      access: permission('SEQUENCES', 'read'),
      ids: { params: { id: 'sequence' } },
      description: `The sequence’s targets by id, 20 per page, with their contact and computed steps (sends and tasks with their e-mail counters, bot hits left out). Filters: name (a contact search from 3 characters; fewer: no filter; no match: empty), email_event_list (any of), exclude_email_event_list (none of), step_position_list (position of the current step, 0 before the first), targeted_other_sequence, target_status_id_list, task_status_list (todo, late, done). ${TEAM}`,
      handle: ({ auth, params, body }) => service.search(auth, params.id, body),
    },
    updateSequenceTarget: {
      access: permission('SEQUENCES', 'update'),
      ids: { params: { id: 'sequence', target_id: 'sequence-target' } },
      errors: [403, 409],
      description: `Changes the target’s prospect status (an event status_changed). 6 (deleted) removes it from the sequence: done 'removed', its planned e-mails cancelled, its open tasks deleted; leaving 6 takes a target removed that way up again. ${CHANGE}`,
      handle: ({ auth, params, body }) => service.update(auth, params.id, params.target_id, body),
    },
    checkImportSequenceTargets: {
      access: permission('SEQUENCES', 'read'),
      ids: { params: { id: 'sequence' }, body: { contact_id_list: 'contact', query_id: 'query' } },
      errors: [403, 409, 422],
      description: `What an import would do, changing nothing: contacts given, importable, already targeted, excluded with their reason; warning_list: importable contacts already targeted by a colleague’s ongoing sequence. ${IMPORT} ${CHANGE}`,
      handle: ({ auth, params, body }) => service.checkImport(auth, params.id, body),
    },
    importSequenceTargets: {
      access: permission('SEQUENCES', 'create'),
      ids: { params: { id: 'sequence' }, body: { contact_id_list: 'contact', query_id: 'query' } },
      errors: [403, 409, 422],
      description: `Enrols the importable contacts (status 1, no step yet) and takes one sequence credit per contact enrolled from the sequence’s owner in the same transaction: too few, 409 CREDITS.INSUFFICIENT (details.required, details.available) and nothing is enrolled. Concurrent imports run one after the other: a contact is enrolled once, paid once. An imported list is recorded among the target lists. ${IMPORT} ${CHANGE}`,
      handle: ({ auth, params, body }) => service.importTargets(auth, params.id, body),
    },
    listSequenceTargetLists: {
      access: permission('SEQUENCES', 'read'),
      ids: { params: { id: 'sequence' } },
      description: `The lists attached to the sequence (by import of a list, or by hand), oldest first. ${TEAM}`,
      handle: ({ auth, params }) => service.listTargetLists(auth, params.id),
    },
    addSequenceTargetList: {
      access: permission('SEQUENCES', 'create'),
      ids: { params: { id: 'sequence' }, body: { query_id: 'query' } },
      errors: [403, 409],
      description: `Attaches a list of the organisation to the sequence (once; again: the same row). Its contacts are enrolled by import-targets. ${CHANGE}`,
      handle: ({ auth, params, body }) => service.addTargetList(auth, params.id, body),
    },
  });
};

/** The removal of targets, registered after every other route that names a target (see above). */
export const sequenceTargetRemovalRoutes: FastifyPluginAsyncZod<SequenceTargetsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, SEQUENCE_TARGETS_ENDPOINTS, {
    deleteSequenceTargets: {
      access: permission('SEQUENCES', 'delete'),
      ids: { params: { id: 'sequence' }, body: { target_id_list: 'sequence-target' } },
      errors: [403, 409],
      description: `Removes targets of the sequence (one of another sequence: 404): a target never written to nor given a task goes; one with a history stays as deleted (status 6, done 'removed', planned e-mails cancelled, open tasks deleted) so that its statistics remain. ${CHANGE}`,
      handle: ({ auth, params, body }) => service.remove(auth, params.id, body.target_id_list),
    },
  });
};

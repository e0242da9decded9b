import { EMAIL_HTML_MAX_BYTES, SEQUENCES_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { SequencesService } from './sequences-service';

export interface SequencesRoutesOptions {
  readonly service: SequencesService;
}

/** Room for a step's HTML and plain-text bodies at core's limit each, JSON-escaped (as the templates' routes). */
const STEP_BODY_REQUEST_LIMIT = 6 * EMAIL_HTML_MAX_BYTES;

const TEAM = 'Sequences are the organisation’s: every colleague the licence lets read them reads them; another organisation’s id: 404.';
const CHANGE = `${TEAM} A change needs the owner or an organisation manager (else 403 SEQUENCE.NOT_OWNER) and a status the licence may update (archived: 409 SEQUENCE.READ_ONLY).`;
const STEPS = `${CHANGE} Steps and links change only while the sequence is draft, programmed or paused (else 409 SEQUENCE.STEPS_LOCKED).`;
const PATH = 'In the same transaction the links are set again so that the path (first step, then each first link) follows the positions: a step without a link gets one of 1 day (ADR 035).';
const STEP_HTML = `email_html_content is sanitised like a template's (ADR 015); a body part over ${EMAIL_HTML_MAX_BYTES} UTF-8 bytes: 413 EMAIL.HTML_TOO_LARGE. A task step takes task fields only, an e-mail step e-mail fields only (400 SEQUENCE.STEP_FIELDS_MISMATCH); template_id is one of the caller's e-mail templates.`;

/**
 * Sequences, their steps, step links and sending settings (docs/api.md "Sequences", ADR 027). SEQUENCES is the
 * subject of the sequence and step routes, SEQUENCE_SETTINGS of the settings routes; the action is what the route
 * does. The service adds core's ownership and status rules. The DELETE routes are {@link sequenceDeletionRoutes},
 * registered after every other sequence route (targets, tasks): the access suite runs the routes in registration
 * order with each caller's own sequence and step, which they remove.
 */
export const sequencesRoutes: FastifyPluginAsyncZod<SequencesRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, SEQUENCES_ENDPOINTS, {
    listSequences: {
      access: permission('SEQUENCES', 'read'),
      ids: { query: { owner_user_id: 'user' } },
      description: `The organisation's sequences, newest change first, 20 per page; status_id_list, owner_user_id and name (part of it, accents and case ignored) filter. The counters read what the runner records (sends in status sent; distinct e-mails opened, clicked, replied, autoreplied, bounced, bot hits left out; tasks created, done, late, deleted: ADR 028); mail_to_send and task_to_create count the steps after each unfinished target's current one. ${TEAM}`,
      handle: ({ auth, query }) => service.list(auth, query),
    },
    createSequence: {
      access: permission('SEQUENCES', 'create'),
      ids: { body: { query_targets_id: 'query' } },
      description:
        'A draft sequence of the caller (its owner and sender): Europe/Paris, Monday to Friday, 9:00–18:00, stop on reply unless given. template_id names a ready-made model (GET /v1/sequence/templates) whose steps and links are copied; an unknown one: 404. The sending window is checked by core (400 SEQUENCE.*), the time zone must exist (400 TIMEZONE.INVALID).',
      handle: ({ auth, body }) => service.create(auth, body),
    },
    searchSequences: {
      access: permission('SEQUENCES', 'read'),
      ids: { body: { id_list: 'sequence', organization_id: 'organization' } },
      description: `Sequences of the caller's organisation among id_list (and statuses), newest change first. ${TEAM}`,
      handle: ({ auth, body }) => service.search(auth, body),
    },
    searchSequencesByContactId: {
      access: permission('SEQUENCES', 'read'),
      ids: { query: { contact_id: 'contact' } },
      description: `The organisation's sequences that target the contact (up to 1000), newest change first. ${TEAM}`,
      handle: ({ auth, query }) => service.searchByContact(auth, query),
    },
    getSequence: {
      access: permission('SEQUENCES', 'read'),
      ids: { params: { id: 'sequence' } },
      description: TEAM,
      handle: ({ auth, params }) => service.get(auth, params.id),
    },
    updateSequence: {
      access: permission('SEQUENCES', 'update'),
      ids: { params: { id: 'sequence' }, body: { query_targets_id: 'query' } },
      errors: [403, 409, 422],
      description: `Changes the fields given. status_id goes through core's transitions (409 SEQUENCE.TRANSITION_NOT_ALLOWED); a launch (draft → programmed or ongoing, programmed → ongoing) needs a step, a target and the owner's connected mailbox (422 SEQUENCE.NO_STEP, NO_TARGET, NO_SENDER_MAILBOX; details.missing lists all), and a launched draft becomes programmed when its start_date is in the future, ongoing otherwise. start_date changes only before the start (409 SEQUENCE.ALREADY_STARTED). ${CHANGE}`,
      handle: ({ auth, params, body }) => service.update(auth, params.id, body),
    },
    duplicateSequence: {
      access: permission('SEQUENCES', 'create'),
      ids: { params: { id: 'sequence' } },
      description: `A draft copy owned by the caller with the same settings, steps and links (no targets, no dates); named "<name> (copie)" unless given. ${TEAM}`,
      handle: ({ auth, params, body }) => service.duplicate(auth, params.id, body),
    },
    listSequenceTemplates: {
      access: permission('SEQUENCES', 'read'),
      description: 'The ready-made sequence models (core’s catalogue): id, name, description, number of steps.',
      handle: () => service.templates(),
    },
    getSequenceSettings: {
      access: permission('SEQUENCE_SETTINGS', 'read'),
      description: 'The daily sending threshold of each active user of the organisation (50 when none is set), by e-mail.',
      handle: ({ auth }) => service.settings(auth),
    },
    updateSequenceSettings: {
      access: permission('SEQUENCE_SETTINGS', 'update'),
      description: 'Sets daily thresholds (1 to 2000) of active users of the organisation (another one: 404, checked by the service: the ids are inside setting_list); the caller sets his own, an organisation manager anyone’s (else 403 SEQUENCE.NOT_OWNER). Answers the whole list.',
      handle: ({ auth, body }) => service.updateSettings(auth, body),
    },
    listScheduledEmails: {
      access: permission('SEQUENCE_SETTINGS', 'read'),
      ids: { query: { sequence_id: 'sequence', user_id: 'user' } },
      description: 'E-mails planned by the organisation’s sequences (planned, or claimed and not sent yet) between two dates included (days of each sequence’s time zone), soonest first; sequence_id and user_id (the sender) filter (ADR 029).',
      handle: ({ auth, query }) => service.scheduledEmails(auth, query),
    },
    listSequenceSteps: {
      access: permission('SEQUENCES', 'read'),
      ids: { params: { id: 'sequence' } },
      description: `The steps by position (1..n) with their links (first link first: the path a target follows) and their statistics (the counters of steps-statistics, late at the database's now). ${TEAM}`,
      handle: ({ auth, params }) => service.listSteps(auth, params.id),
    },
    createSequenceStep: {
      access: permission('SEQUENCES', 'create'),
      ids: { params: { id: 'sequence' }, body: { template_id: 'template' } },
      errors: [403, 409, 413, 422],
      bodyLimit: STEP_BODY_REQUEST_LIMIT,
      description: `Adds a step at position (default and at most: last), moving the later ones down. At most 6 e-mail steps (422 SEQUENCE.TOO_MANY_EMAIL_STEPS). ${PATH} ${STEP_HTML} ${STEPS}`,
      handle: ({ auth, params, body }) => service.createStep(auth, params.id, body),
    },
    updateSequenceStep: {
      access: permission('SEQUENCES', 'update'),
      ids: { params: { id: 'sequence', step_id: 'sequence-step' }, body: { template_id: 'template' } },
      errors: [403, 409, 413],
      bodyLimit: STEP_BODY_REQUEST_LIMIT,
      description: `Changes the content given. ${STEP_HTML} ${STEPS}`,
      handle: ({ auth, params, body }) => service.updateStep(auth, params.id, params.step_id, body),
    },
    switchSequenceSteps: {
      access: permission('SEQUENCES', 'update'),
      ids: { params: { id: 'sequence' }, body: { step_id: 'sequence-step', other_step_id: 'sequence-step' } },
      errors: [403, 409],
      description: `Swaps the positions of two steps of the sequence (the same step twice: 400 SEQUENCE.SAME_STEP); each step keeps its link, wait and trigger. ${PATH} Answers the steps. ${STEPS}`,
      handle: ({ auth, params, body }) => service.switchSteps(auth, params.id, body),
    },
    getSequenceNextSteps: {
      access: permission('SEQUENCES', 'read'),
      ids: { params: { id: 'sequence' }, query: { target_id_list: 'sequence-target' } },
      description: `The next step of each target (or of those listed) by core's rule: the first step before any, then the first link of its current step; null when none. ${TEAM}`,
      handle: ({ auth, params, query }) => service.nextSteps(auth, params.id, query),
    },
    createStepLink: {
      access: permission('SEQUENCES', 'create'),
      ids: { params: { id: 'sequence' }, body: { step_id: 'sequence-step', next_step_id: 'sequence-step' } },
      errors: [403, 409],
      description: `Sets a step's link (the one the path follows: its first link, made when it has none) to its next step (both of the sequence; to itself: 400 SEQUENCE.LINK_TO_ITSELF; not the next step by position, or none from the last step: 409 SEQUENCE.LINK_OFF_PATH), interval in days (default 1); trigger_event (task_created, task_done) only on a link leaving a task step (400 SEQUENCE.TRIGGER_NOT_ON_TASK_STEP). ${STEPS}`,
      handle: ({ auth, params, body }) => service.createLink(auth, params.id, body),
    },
    updateStepLink: {
      access: permission('SEQUENCES', 'update'),
      ids: { params: { id: 'sequence', link_id: 'sequence-step-link' }, body: { next_step_id: 'sequence-step' } },
      errors: [403, 409],
      description: `Changes the interval or trigger of a link of the sequence, or its next step: only to the next step by position (none from the last step; else 409 SEQUENCE.LINK_OFF_PATH). Same rules as its creation. ${STEPS}`,
      handle: ({ auth, params, body }) => service.updateLink(auth, params.id, params.link_id, body),
    },
  });
};

/** The sequence and step removals, registered after every route that reads a caller's sequence (see above). */
export const sequenceDeletionRoutes: FastifyPluginAsyncZod<SequencesRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, SEQUENCES_ENDPOINTS, {
    deleteSequenceStep: {
      access: permission('SEQUENCES', 'delete'),
      ids: { params: { id: 'sequence', step_id: 'sequence-step' } },
      errors: [403, 409],
      description: `Removes a step: its own links go, positions stay 1..n. ${PATH} ${STEPS}`,
      handle: ({ auth, params }) => service.removeStep(auth, params.id, params.step_id),
    },
    deleteSequence: {
      access: permission('SEQUENCES', 'delete'),
      ids: { params: { id: 'sequence' } },
      errors: [403, 409],
      description: `Deletes a draft, programmed, paused or finished sequence with its steps, links and targets (ongoing: pause it first; archived: read only; 409 SEQUENCE.NOT_DELETABLE or READ_ONLY). ${CHANGE}`,
      handle: ({ auth, params }) => service.remove(auth, params.id),
    },
  });
};

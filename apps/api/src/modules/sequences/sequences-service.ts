import {
  DEFAULT_DAILY_THRESHOLD,
  DEFAULT_NEW_SEQUENCE,
  DomainFailure,
  PORT_LIMITS,
  SEQUENCE_MODELS,
  SEQUENCE_STATUS,
  checkLinkFollowsPositions,
  checkLinkTrigger,
  checkSequenceDeletion,
  checkSequenceLaunch,
  checkSequenceManagement,
  checkStepAddition,
  checkStepsEditable,
  duplicateSequenceName,
  hasManagerAccess,
  nextStepOfTarget,
  launchStatusAt,
  sequenceModelById,
  transitionSequence,
  translate,
  validateSendingWindow,
  validateTaskDescription,
} from '@cible/core';
import type {
  Result,
  ScheduledEmailListResponse,
  ScheduledEmailQuery,
  SearchByContactIdQuery,
  Sequence,
  SequenceCreateBody,
  SequenceDuplicateBody,
  SequenceListQuery,
  SequenceListResponse,
  SequenceNextStepsQuery,
  SequenceNextStepsResponse,
  SequenceSearchBody,
  SequenceSettingListResponse,
  SequenceSettingsBody,
  SequenceStepCreateBody,
  SequenceStepDto,
  SequenceStepLinkDto,
  SequenceStepListResponse,
  SequenceStepUpdateBody,
  SequenceTemplateListResponse,
  SequenceUpdateBody,
  StepLinkCreateBody,
  StepLinkUpdateBody,
  SwitchStepsBody,
} from '@cible/core';
import { emailHtmlToStore, emailPlainTextToStore } from '../../mail/content/email-body-content';
import type { AuthContext } from '../../security/auth-context';
import { checkSequenceChange } from './sequence-change-check';
import type { ScheduledEmailsRepository } from './scheduled-emails-repository';
import type { SequenceFields, SequencesRepository, StepFields, StepWithLink } from './sequences-repository';

export interface SequencesService {
  list(auth: AuthContext, query: SequenceListQuery): Promise<SequenceListResponse>;
  search(auth: AuthContext, body: SequenceSearchBody): Promise<SequenceListResponse>;
  searchByContact(auth: AuthContext, query: SearchByContactIdQuery): Promise<SequenceListResponse>;
  get(auth: AuthContext, id: number): Promise<Sequence>;
  create(auth: AuthContext, body: SequenceCreateBody): Promise<Sequence>;
  update(auth: AuthContext, id: number, body: SequenceUpdateBody): Promise<Sequence>;
  remove(auth: AuthContext, id: number): Promise<void>;
  duplicate(auth: AuthContext, id: number, body: SequenceDuplicateBody): Promise<Sequence>;
  templates(): SequenceTemplateListResponse;
  listSteps(auth: AuthContext, id: number): Promise<SequenceStepListResponse>;
  createStep(auth: AuthContext, id: number, body: SequenceStepCreateBody): Promise<SequenceStepDto>;
  updateStep(auth: AuthContext, id: number, stepId: number, body: SequenceStepUpdateBody): Promise<SequenceStepDto>;
  removeStep(auth: AuthContext, id: number, stepId: number): Promise<void>;
  switchSteps(auth: AuthContext, id: number, body: SwitchStepsBody): Promise<SequenceStepListResponse>;
  nextSteps(auth: AuthContext, id: number, query: SequenceNextStepsQuery): Promise<SequenceNextStepsResponse>;
  createLink(auth: AuthContext, id: number, body: StepLinkCreateBody): Promise<SequenceStepLinkDto>;
  updateLink(auth: AuthContext, id: number, linkId: number, body: StepLinkUpdateBody): Promise<SequenceStepLinkDto>;
  settings(auth: AuthContext): Promise<SequenceSettingListResponse>;
  updateSettings(auth: AuthContext, body: SequenceSettingsBody): Promise<SequenceSettingListResponse>;
  scheduledEmails(auth: AuthContext, query: ScheduledEmailQuery): Promise<ScheduledEmailListResponse>;
}

export interface SequencesServiceDependencies {
  readonly repository: SequencesRepository;
  /** Whether the user has a connected mailbox (the connections module's record): a launch needs the owner's. */
  readonly hasConnectedMailbox: (user: { userId: number; organizationId: number }) => Promise<boolean>;
  /** The clock (tests pass a fixed one). */
  readonly now?: () => Date;
  /** The e-mails the runner planned (ADR 029). */
  readonly scheduled: ScheduledEmailsRepository;
}

const { draft, ongoing, finished, programmed } = SEQUENCE_STATUS;

function found<T>(value: T | null | false, what: string): T {
  if (value === null || value === false) throw new DomainFailure('NOT_FOUND', `No such ${what}.`);
  return value;
}

/** Throws core's refusal as a coded DomainFailure (its code maps to the HTTP status in core's one table). */
function orThrow<T>(result: Result<T>, message: string): T {
  if (!result.ok) throw new DomainFailure(result.error.code, message, result.error.details === undefined ? {} : { details: result.error.details });
  return result.value;
}

/** Whether a time zone name is one the runtime knows (the contract only checks its shape). */
function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Checks the merged sending window with core's rule and answers the normalised fields. */
function checkedWindow(current: Pick<Sequence, 'sendable_days' | 'sendable_start_hour' | 'sendable_end_hour' | 'sendable_timezone'>, body: Partial<SequenceCreateBody>) {
  const window = orThrow(
    validateSendingWindow({
      sendable_days: body.sendable_days ?? current.sendable_days,
      sendable_start_hour: body.sendable_start_hour ?? current.sendable_start_hour,
      sendable_end_hour: body.sendable_end_hour ?? current.sendable_end_hour,
    }),
    'The sending window is not valid.',
  );
  const timezone = body.sendable_timezone ?? current.sendable_timezone;
  if (!isKnownTimeZone(timezone)) throw new DomainFailure('TIMEZONE.INVALID', 'Unknown time zone.', { details: { sendable_timezone: timezone } });
  return { sendableDays: window.sendable_days, sendableStartHour: window.sendable_start_hour, sendableEndHour: window.sendable_end_hour, sendableTimezone: timezone };
}

/** A ready-made model's id (null: none); an unknown one is refused. */
function checkedModelId(templateId: number | null | undefined): number | null {
  if (templateId == null) return null;
  found(sequenceModelById(templateId) ?? false, 'sequence template');
  return templateId;
}

/** The step fields of a body, HTML sanitised; e-mail fields on a task step (or task fields on an e-mail step) are refused. */
function storedStepFields(typeId: number, body: SequenceStepUpdateBody): Partial<StepFields> {
  const emailGiven = [body.email_subject, body.email_html_content, body.email_plain_content, body.template_id].some((value) => value != null);
  const taskGiven = [body.task_type_id, body.task_description].some((value) => value != null);
  if ((typeId === 1 && emailGiven) || (typeId === 2 && taskGiven)) {
    throw new DomainFailure('SEQUENCE.STEP_FIELDS_MISMATCH', 'A task step has task fields only, an e-mail step e-mail fields only.', { details: { type_id: typeId } });
  }
  if (body.task_description != null) orThrow(validateTaskDescription(body.task_description), 'The task description is too long.');
  const fields: { -readonly [K in keyof StepFields]?: StepFields[K] } = {};
  if (body.email_subject !== undefined) fields.emailSubject = body.email_subject;
  if (body.email_html_content !== undefined) fields.emailHtmlContent = body.email_html_content === null ? null : emailHtmlToStore('email_html_content', body.email_html_content);
  if (body.email_plain_content !== undefined) fields.emailPlainContent = emailPlainTextToStore('email_plain_content', body.email_plain_content);
  if (body.template_id !== undefined) fields.templateId = body.template_id;
  if (body.task_type_id !== undefined) fields.taskTypeId = body.task_type_id;
  if (body.task_description !== undefined) fields.taskDescription = body.task_description;
  return fields;
}

const NO_STEP_FIELDS: StepFields = { emailSubject: null, emailHtmlContent: null, emailPlainContent: null, templateId: null, taskTypeId: null, taskDescription: null };

/**
 * Use cases of sequences, their steps, links and settings (docs/api.md "Sequences", ADR 027). Everyone the licence
 * lets read sequences reads the organisation's; a change (settings, status, steps, links, deletion) needs, on top of
 * the route's permission, core's ownership rule (owner or organisation manager: 403 SEQUENCE.NOT_OWNER) and a status
 * the licence may update (archived: 409 SEQUENCE.READ_ONLY); step changes need core's editable statuses (409
 * SEQUENCE.STEPS_LOCKED).
 */
export function createSequencesService({ repository, hasConnectedMailbox, scheduled, now = () => new Date() }: SequencesServiceDependencies): SequencesService {
  const organizationOf = (auth: AuthContext) => auth.user.organizationId;
  const load = async (auth: AuthContext, id: number) => found(await repository.find(organizationOf(auth), id), 'sequence');

  /** The sequence, once the caller may change it in its present status. */
  const loadForChange = async (auth: AuthContext, id: number): Promise<Sequence> => {
    const sequence = await load(auth, id);
    checkSequenceChange(auth, sequence);
    return sequence;
  };
  const loadForStepChange = async (auth: AuthContext, id: number): Promise<Sequence> => {
    const sequence = await loadForChange(auth, id);
    orThrow(checkStepsEditable(sequence.status_id), 'Pause the sequence to change its steps.');
    return sequence;
  };
  const stepOf = async (auth: AuthContext, sequenceId: number, stepId: number) =>
    found((await repository.listSteps(organizationOf(auth), sequenceId)).find((step) => step.id === stepId) ?? null, 'step');

  /** The fields a status change sets: core's transition, launch preconditions and launch status; dates. */
  const statusChange = async (auth: AuthContext, sequence: Sequence, requested: number, startDate: Date | null): Promise<Partial<SequenceFields>> => {
    const from = sequence.status_id;
    const launching = (from === draft && (requested === programmed || requested === ongoing)) || (from === programmed && requested === ongoing);
    orThrow(transitionSequence(from, requested), `A ${from} sequence cannot become ${requested}.`);
    if (launching) {
      const organizationId = organizationOf(auth);
      orThrow(
        checkSequenceLaunch({
          stepCount: (await repository.listSteps(organizationId, sequence.id)).length,
          targetCount: await repository.countTargets(organizationId, sequence.id),
          hasSenderMailbox: await hasConnectedMailbox({ userId: sequence.owner_user_id, organizationId }),
        }),
        'The sequence cannot start yet.',
      );
    }
    const at = now();
    if (from === draft && launching) {
      // The start date decides: in the future, programmed; otherwise ongoing from now.
      const status = launchStatusAt(startDate, at);
      return status === programmed ? { statusId: status, startDate } : { statusId: status, startDate: at };
    }
    if (requested === ongoing && from === programmed) return { statusId: ongoing, startDate: startDate !== null && startDate < at ? startDate : at };
    if (requested === finished) return { statusId: finished, doneDate: at };
    return { statusId: requested };
  };

  return {
    async list(auth, query) {
      const { sequences, total } = await repository.list(organizationOf(auth), {
        ...(query.status_id_list === undefined ? {} : { statusIds: query.status_id_list }),
        ...(query.owner_user_id === undefined ? {} : { ownerUserId: query.owner_user_id }),
        ...(query.name === undefined ? {} : { name: query.name }),
        limit: query.limit,
        offset: query.offset,
      });
      return { sequence_list: sequences, sequence_count: total };
    },
    async search(auth, body) {
      const { sequences, total } = await repository.list(organizationOf(auth), {
        ...(body.id_list === undefined ? {} : { ids: body.id_list }),
        ...(body.status_id_list === undefined ? {} : { statusIds: body.status_id_list }),
        limit: body.limit,
        offset: body.offset,
      });
      return { sequence_list: sequences, sequence_count: total };
    },
    async searchByContact(auth, query) {
      const { sequences, total } = await repository.listByContact(organizationOf(auth), query.contact_id, PORT_LIMITS.pageLimit, 0);
      return { sequence_list: sequences, sequence_count: total };
    },
    get: load,
    async create(auth, body) {
      const modelId = checkedModelId(body.template_id);
      const window = checkedWindow(DEFAULT_NEW_SEQUENCE, body);
      const model = modelId === null ? null : sequenceModelById(modelId);
      const steps: StepWithLink[] = (model?.steps ?? []).map((step) => ({
        ...NO_STEP_FIELDS,
        typeId: step.type_id,
        emailSubject: step.email_subject === null ? null : translate(step.email_subject),
        emailPlainContent: step.email_plain_content === null ? null : translate(step.email_plain_content),
        taskTypeId: step.task_type_id,
        taskDescription: step.task_description === null ? null : translate(step.task_description),
        interval: step.interval,
        triggerEvent: step.trigger_event,
      }));
      return repository.insert(
        organizationOf(auth),
        auth.user.id,
        {
          name: body.name,
          statusId: DEFAULT_NEW_SEQUENCE.status_id,
          ...window,
          finishEventMailReplied: body.finish_event_mail_replied ?? DEFAULT_NEW_SEQUENCE.finish_event_mail_replied,
          templateId: modelId,
          queryTargetsId: body.query_targets_id ?? null,
          startDate: null,
          doneDate: null,
        },
        steps,
      );
    },
    async update(auth, id, body) {
      const sequence = await loadForChange(auth, id);
      const fields: { -readonly [K in keyof SequenceFields]?: SequenceFields[K] } = { ...checkedWindow(sequence, body) };
      if (body.name !== undefined) fields.name = body.name;
      if (body.finish_event_mail_replied !== undefined) fields.finishEventMailReplied = body.finish_event_mail_replied;
      if (body.template_id !== undefined) fields.templateId = checkedModelId(body.template_id);
      if (body.query_targets_id !== undefined) fields.queryTargetsId = body.query_targets_id;
      let startDate = sequence.start_date === null ? null : new Date(sequence.start_date);
      if (body.start_date !== undefined) {
        if (sequence.status_id !== draft && sequence.status_id !== programmed) {
          throw new DomainFailure('SEQUENCE.ALREADY_STARTED', 'The start date changes only before the sequence starts.', { details: { status: sequence.status_id } });
        }
        startDate = body.start_date === null ? null : new Date(body.start_date);
        fields.startDate = startDate;
      }
      if (body.status_id !== undefined && body.status_id !== sequence.status_id) Object.assign(fields, await statusChange(auth, sequence, body.status_id, startDate));
      return found(await repository.update(organizationOf(auth), id, fields), 'sequence');
    },
    async remove(auth, id) {
      const sequence = await loadForChange(auth, id);
      orThrow(checkSequenceDeletion(sequence.status_id), 'Pause or finish the sequence before deleting it.');
      found(await repository.remove(organizationOf(auth), id), 'sequence');
    },
    async duplicate(auth, id, body) {
      const sequence = await load(auth, id);
      const name = body.name ?? duplicateSequenceName(sequence.name, PORT_LIMITS.name);
      return found(await repository.duplicate(organizationOf(auth), id, auth.user.id, name), 'sequence');
    },
    templates() {
      return {
        template_list: SEQUENCE_MODELS.map((model) => ({ id: model.id, name: translate(model.name), description: translate(model.description), step_count: model.steps.length })),
      };
    },
    async listSteps(auth, id) {
      await load(auth, id);
      return { step_list: await repository.listSteps(organizationOf(auth), id) };
    },
    async createStep(auth, id, body) {
      await loadForStepChange(auth, id);
      const fields = { ...NO_STEP_FIELDS, ...storedStepFields(body.type_id, body) };
      return repository.insertStep(organizationOf(auth), id, body.type_id, body.position, fields, (steps) => {
        orThrow(checkStepAddition(steps, body.type_id), 'No more steps of this type.');
      });
    },
    async updateStep(auth, id, stepId, body) {
      await loadForStepChange(auth, id);
      const step = await stepOf(auth, id, stepId);
      return found(await repository.updateStep(organizationOf(auth), id, stepId, storedStepFields(step.type_id, body)), 'step');
    },
    async removeStep(auth, id, stepId) {
      await loadForStepChange(auth, id);
      found(await repository.removeStep(organizationOf(auth), id, stepId), 'step');
    },
    async switchSteps(auth, id, body) {
      await loadForStepChange(auth, id);
      if (body.step_id === body.other_step_id) throw new DomainFailure('SEQUENCE.SAME_STEP', 'Two different steps are swapped.');
      found(await repository.switchSteps(organizationOf(auth), id, body.step_id, body.other_step_id), 'step');
      return { step_list: await repository.listSteps(organizationOf(auth), id) };
    },
    async nextSteps(auth, id, query) {
      await load(auth, id);
      const organizationId = organizationOf(auth);
      const steps = await repository.listSteps(organizationId, id);
      const targets = await repository.listTargetProgress(organizationId, id, query.target_id_list);
      return {
        next_step_list: targets.map((target) => {
          const computed = target.currentStepId === null ? [] : [{ step_id: target.currentStepId, created_at: (target.currentStepAt ?? new Date(0)).toISOString() }];
          return { target_id: target.id, next_step_id: nextStepOfTarget(steps, { computed_steps_list: computed })?.id ?? null };
        }),
      };
    },
    async createLink(auth, id, body) {
      await loadForStepChange(auth, id);
      const step = await stepOf(auth, id, body.step_id);
      if (body.next_step_id !== null) await stepOf(auth, id, body.next_step_id);
      if (body.next_step_id === body.step_id) throw new DomainFailure('SEQUENCE.LINK_TO_ITSELF', 'A step does not lead to itself.');
      orThrow(checkLinkTrigger(step.type_id, body.trigger_event), 'Only a link leaving a task step has a trigger.');
      const fields = { nextStepId: body.next_step_id, interval: body.interval, triggerEvent: body.trigger_event ?? null };
      return repository.upsertStepLink(organizationOf(auth), id, step.id, fields, (steps) =>
        orThrow(checkLinkFollowsPositions(steps, step.id, body.next_step_id), 'A step leads to the next step by position.'),
      );
    },
    async updateLink(auth, id, linkId, body) {
      await loadForStepChange(auth, id);
      const link = found(await repository.findLink(organizationOf(auth), id, linkId), 'step link');
      const step = await stepOf(auth, id, link.step_id);
      if (body.next_step_id != null) await stepOf(auth, id, body.next_step_id);
      if (body.next_step_id === link.step_id) throw new DomainFailure('SEQUENCE.LINK_TO_ITSELF', 'A step does not lead to itself.');
      orThrow(checkLinkTrigger(step.type_id, body.trigger_event), 'Only a link leaving a task step has a trigger.');
      const fields = {
        ...(body.next_step_id === undefined ? {} : { nextStepId: body.next_step_id }),
        ...(body.interval === undefined ? {} : { interval: body.interval }),
        ...(body.trigger_event === undefined ? {} : { triggerEvent: body.trigger_event }),
      };
      // Only where the link leads is checked (an interval or trigger change passes); inside the locked transaction.
      const guard = (steps: Parameters<typeof checkLinkFollowsPositions>[0]) => {
        if (body.next_step_id !== undefined) orThrow(checkLinkFollowsPositions(steps, link.step_id, body.next_step_id), 'A step leads to the next step by position.');
      };
      return found(await repository.updateLink(organizationOf(auth), id, linkId, fields, guard), 'step link');
    },
    async settings(auth) {
      return { setting_list: await repository.listSettings(organizationOf(auth), DEFAULT_DAILY_THRESHOLD) };
    },
    async updateSettings(auth, body) {
      // The user ids are inside the list (the tenant hook reads top-level fields only): checked here, 404 like it.
      const userIds = body.setting_list.map((setting) => setting.user_id);
      if ((await repository.countActiveUsers(organizationOf(auth), userIds)) !== new Set(userIds).size) throw new DomainFailure('NOT_FOUND', 'No such user.');
      const actor = { userId: auth.user.id, isManager: hasManagerAccess(auth.ability) };
      for (const setting of body.setting_list) orThrow(checkSequenceManagement(actor, setting.user_id), 'Only a manager sets a colleague’s threshold.');
      await repository.upsertSettings(
        organizationOf(auth),
        body.setting_list.map((setting) => ({ userId: setting.user_id, dailyThreshold: setting.daily_threshold })),
      );
      return { setting_list: await repository.listSettings(organizationOf(auth), DEFAULT_DAILY_THRESHOLD) };
    },
    async scheduledEmails(auth, query) {
      if (query.sequence_id !== undefined) await load(auth, query.sequence_id);
      const { emails, total } = await scheduled.list(organizationOf(auth), {
        ...(query.sequence_id === undefined ? {} : { sequenceId: query.sequence_id }),
        ...(query.user_id === undefined ? {} : { ownerUserId: query.user_id }),
        dateFrom: query.date_from,
        dateTo: query.date_to,
        limit: query.limit,
        offset: query.offset,
      });
      return { scheduled_email_list: emails, scheduled_email_count: total };
    },
  };
}

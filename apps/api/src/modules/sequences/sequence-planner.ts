import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_DAILY_THRESHOLD, SEQUENCE_STEP_TYPE, nextSendingInstant, nextStepOfTarget, planOwnerSendSlots, sendSlotWindows, stepLinkIntervalDays } from '@cible/core';
import type { SendingCalendar, SendSlotRequest, SendSlotWindows } from '@cible/core';
import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import type { Notifier, PendingNotifications } from '../notifications/notifier';
import type { NewSend, NewTask, PlannableTarget, PlannerStep, SequencePlannerRepository } from './sequence-planner-repository';

/** What one planning pass did. */
export interface PlannerRunResult {
  /** Targets moved on: an e-mail planned, a task created, or done. */
  readonly processedTargetCount: number;
  readonly plannedEmailCount: number;
  readonly createdTaskCount: number;
  readonly doneTargetCount: number;
  readonly finishedSequenceIds: readonly number[];
}

export interface SequencePlanner {
  /** One planning pass now (of one organisation when given): idempotent, one pass at a time (advisory lock). */
  run(options?: { readonly organizationId?: number }): Promise<PlannerRunResult>;
}

export interface SequencePlannerDependencies {
  readonly repository: SequencePlannerRepository;
  readonly notifier: Notifier;
  readonly logger: Logger;
  /** The clock (tests and benches pass a controllable one). */
  readonly now?: () => Date;
}

/** Owners planned per transaction: their targets are read, placed and written together. */
const OWNERS_PER_BATCH = 20;

/** Batches in flight at once (two connections of the pool on a server; the embedded database takes them in turn). */
const PARALLEL_BATCHES = 2;

/** Random bytes of a tracking token (24 URL-safe characters). */
const TOKEN_BYTES = 18;

/** How far back the owner's sends still count for today's threshold (a day in any time zone, and some). */
const TAKEN_LOOKBACK_MS = 36 * 3_600_000;

/** What the planner decided for one target. */
type Decision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'done' }
  | { readonly kind: 'email'; readonly step: PlannerStep; readonly notBefore: number }
  | { readonly kind: 'task'; readonly step: PlannerStep; readonly notBefore: number };

const calendarOf = (target: PlannableTarget): SendingCalendar => ({
  sendableDays: target.sendableDays,
  startHour: target.startHour,
  endHour: target.endHour,
  timezone: target.timezone,
});

/** A step as core's next-step rule reads it. */
interface CoreStep {
  readonly id: number;
  readonly position: number;
  readonly type_id: number;
  readonly link_list: { next_step_id: number | null; interval: number }[];
}

const toCoreStep = (step: PlannerStep): CoreStep => ({
  id: step.id,
  position: step.position,
  type_id: step.typeId,
  link_list: step.links.map((link) => ({ next_step_id: link.nextStepId, interval: link.interval })),
});

const millisOf = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

/**
 * The next step of a target by core's rule and the instant it may not precede: the first step from the later of now
 * and the start date; else the first link of the current step, `interval` days (wall clock of the sequence's time
 * zone) after the current step, or after the task's completion when the link waits for task_done; never before now
 * or an out-of-office return date.
 */
function decide(target: PlannableTarget, steps: readonly PlannerStep[], coreSteps: readonly CoreStep[], now: number): Decision {
  const computed =
    target.currentStepId === null ? [] : [{ step_id: target.currentStepId, created_at: new Date(target.currentStepAt ?? now).toISOString() }];
  const next = nextStepOfTarget(coreSteps, { computed_steps_list: computed });
  if (next === null) return { kind: 'done' };
  const step = steps.find((candidate) => candidate.id === next.id)!;

  let notBefore = Math.max(now, millisOf(target.startDate) ?? now);
  const current = steps.find((candidate) => candidate.id === target.currentStepId);
  if (current !== undefined) {
    const link = current.links[0];
    let from = millisOf(target.currentStepAt) ?? now;
    if (current.typeId === SEQUENCE_STEP_TYPE.task && link?.triggerEvent === 'task_done') {
      const doneAt = millisOf(target.currentTaskDoneAt);
      if (doneAt === null) return { kind: 'wait' };
      from = doneAt;
    }
    const after = DateTime.fromMillis(from, { zone: target.timezone }).plus({ days: stepLinkIntervalDays(link) }).toMillis();
    notBefore = Math.max(now, after);
  }
  notBefore = Math.max(notBefore, millisOf(target.pausedUntil) ?? notBefore);
  return step.typeId === SEQUENCE_STEP_TYPE.task ? { kind: 'task', step, notBefore } : { kind: 'email', step, notBefore };
}

/**
 * The planner of the sequence runner (step 2 of the shared runner contract, ADR 029): for every target of an ongoing
 * sequence that waits for its next step, plans the e-mail (a `sequence_sends` row 'planned' at the owner's next free
 * slot of core's sending calendar: window, holidays, threshold shared across the owner's sequences, spread), creates
 * the task of a task step, or marks the target done; then finishes the sequences whose targets are all done and
 * notifies their owners. Owners are planned by batches, each in one transaction under the planner's advisory lock,
 * with a handful of set-based statements; the unique (target, step) keys make a second pass plan nothing twice.
 */
export function createSequencePlanner({ repository, notifier, logger, now = () => new Date() }: SequencePlannerDependencies): SequencePlanner {
  async function planOwners(ownerIds: readonly number[], organizationId: number | null, at: Date, windows: SendSlotWindows) {
    return repository.locked(ownerIds, async (tx) => {
      const targets = await repository.targetsOf(tx, at, ownerIds, organizationId, DEFAULT_DAILY_THRESHOLD);
      if (targets.length === 0) return { planned: 0, tasks: 0, done: 0 };
      const sequenceIds = [...new Set(targets.map((target) => target.sequenceId))];
      const stepsBySequence = new Map<number, PlannerStep[]>();
      for (const step of await repository.stepsOf(tx, sequenceIds)) {
        const list = stepsBySequence.get(step.sequenceId) ?? [];
        list.push(step);
        stepsBySequence.set(step.sequenceId, list);
      }
      const coreStepsBySequence = new Map([...stepsBySequence].map(([sequenceId, steps]) => [sequenceId, steps.map(toCoreStep)]));
      const nowMs = at.getTime();
      const taken = await repository.takenOf(tx, ownerIds, new Date(nowMs - TAKEN_LOOKBACK_MS));

      const doneIds: number[] = [];
      const tasks: NewTask[] = [];
      const requestsByOwner = new Map<number, { threshold: number; requests: SendSlotRequest<{ target: PlannableTarget; step: PlannerStep }>[] }>();
      for (const target of targets) {
        const decision = decide(target, stepsBySequence.get(target.sequenceId) ?? [], coreStepsBySequence.get(target.sequenceId) ?? [], nowMs);
        if (decision.kind === 'wait') continue;
        if (decision.kind === 'done') {
          doneIds.push(target.id);
        } else if (decision.kind === 'task') {
          const due = nextSendingInstant(calendarOf(target), DateTime.fromMillis(decision.notBefore))?.toMillis() ?? decision.notBefore;
          tasks.push({
            organizationId: target.organizationId,
            sequenceId: target.sequenceId,
            targetId: target.id,
            stepId: decision.step.id,
            userId: target.ownerUserId,
            contactId: target.contactId,
            typeId: decision.step.taskTypeId ?? 4,
            description: decision.step.taskDescription ?? '',
            dueDate: new Date(due),
          });
        } else {
          const owner = requestsByOwner.get(target.ownerUserId) ?? { threshold: target.dailyThreshold, requests: [] };
          owner.requests.push({ key: { target, step: decision.step }, calendar: calendarOf(target), notBefore: decision.notBefore });
          requestsByOwner.set(target.ownerUserId, owner);
        }
      }

      const sends: NewSend[] = [];
      // Tracking tokens: 18 random bytes each, drawn at once for the batch (one system call instead of one per send).
      const random = randomBytes(TOKEN_BYTES * targets.length);
      for (const [ownerId, { threshold, requests }] of requestsByOwner) {
        for (const slot of planOwnerSendSlots({ dailyThreshold: threshold, taken: taken.get(ownerId) ?? [], requests }, windows)) {
          if (slot.at === null) continue; // a window that never opens: nothing to plan
          const { target, step } = slot.key;
          sends.push({
            organizationId: target.organizationId,
            sequenceId: target.sequenceId,
            targetId: target.id,
            stepId: step.id,
            ownerUserId: ownerId,
            dueAt: new Date(slot.at),
            messageId: `<${randomUUID()}@${target.ownerDomain || 'cible.local'}>`,
            trackingToken: random.subarray(sends.length * TOKEN_BYTES, (sends.length + 1) * TOKEN_BYTES).toString('base64url'),
          });
        }
      }
      const planned = (await repository.insertSends(tx, sends, at)).length;
      const created = await repository.insertTasks(tx, tasks, at);
      const done = await repository.finishTargets(tx, doneIds, at);
      return { planned, tasks: created, done };
    });
  }

  return {
    async run(options = {}) {
      const at = now();
      const organizationId = options.organizationId ?? null;
      const started = await repository.startProgrammed(at);
      if (started.length > 0) logger.info({ sequenceIds: started }, 'sequence planner: programmed sequences started');
      const owners = await repository.ownersToPlan(at, organizationId);
      // Every request of this pass is at or after now: the owners share the calendars' windows.
      const windows = sendSlotWindows(at.getTime());
      let planned = 0;
      let tasks = 0;
      let done = 0;
      // Batches of other owners run side by side (the database writes one while the next one is computed).
      const batches: number[][] = [];
      for (let index = 0; index < owners.length; index += OWNERS_PER_BATCH) batches.push(owners.slice(index, index + OWNERS_PER_BATCH));
      const worker = async () => {
        for (let batch = batches.shift(); batch !== undefined; batch = batches.shift()) {
          const result = await planOwners(batch, organizationId, at, windows);
          planned += result.planned;
          tasks += result.tasks;
          done += result.done;
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
      let pending: PendingNotifications | null = null;
      // No owner lock: a sequence is finished once (the second of two passes finds it no longer ongoing).
      const finished = await repository.locked([], async (tx) => {
        const sequences = await repository.finishSequences(tx, at, organizationId);
        pending = await notifier.notifyManyIn(
          tx,
          sequences.map((sequence) => ({
            userId: sequence.ownerUserId,
            type: 'sequence_done' as const,
            payload: { sequence_id: sequence.id, sequence_name: sequence.name },
          })),
        );
        return sequences;
      });
      (pending as PendingNotifications | null)?.published();
      return {
        processedTargetCount: planned + tasks + done,
        plannedEmailCount: planned,
        createdTaskCount: tasks,
        doneTargetCount: done,
        finishedSequenceIds: finished.map((sequence) => sequence.id),
      };
    },
  };
}

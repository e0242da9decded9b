import { makeAutoObservable, runInAction } from 'mobx';
import {
  canAddStep,
  checkLinkTrigger,
  checkStepsEditable,
  SEQUENCE_STEP_TYPE,
  TASK_DESCRIPTION_MAX_LENGTH,
  type SequencesGateway,
  type SequenceStepDto,
  type SequenceStepTypeId,
  type StepTriggerCode,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { sequenceErrorKey, type SequenceErrorKey } from './sequenceErrorKey';
import { plainToHtml } from './plainToHtml';

export type SequenceStepsGateway = Pick<
  SequencesGateway,
  'listSequenceSteps' | 'createSequenceStep' | 'updateSequenceStep' | 'deleteSequenceStep' | 'switchSequenceSteps' | 'updateStepLink'
>;

/** The content being edited of the open step. */
export interface StepDraft {
  email_subject: string;
  email_html_content: string;
  task_type_id: 1 | 2 | 3 | 4;
  task_description: string;
}

const draftOf = (step: SequenceStepDto): StepDraft => ({
  email_subject: step.email_subject ?? '',
  email_html_content: step.email_html_content ?? plainToHtml(step.email_plain_content),
  task_type_id: (step.task_type_id ?? 1) as StepDraft['task_type_id'],
  task_description: step.task_description ?? '',
});

/**
 * The steps tab: the steps in position order with the wait between them; add an e-mail or a task step (at most 6
 * e-mail steps), remove one, move one up or down (keyboard buttons) or to another place (drag and drop: adjacent
 * swaps), change a wait; open a step (`step_position` in the URL) and edit its e-mail (subject, body with variables)
 * or its task (type, description ≤ 255). One request per action (a drag over N places: N switches); the API sets the
 * links again in the same transaction so that the path a target follows is the order shown (ADR 035).
 */
export class SequenceStepsViewModel {
  readonly steps = new Loadable<readonly SequenceStepDto[]>({ status: 'loading' });
  /** The open step's position (1..n), or null. */
  openPosition: number | null = null;
  draft: StepDraft | null = null;
  error: SequenceErrorKey | null = null;
  busy = false;
  /** What the screen reader hears after a move ("Étape déplacée en position 2"). */
  announcement: { position: number } | null = null;

  constructor(
    readonly sequenceId: number,
    private readonly gateway: SequenceStepsGateway,
    /** The sequence's status decides whether steps may change (core's editable statuses). */
    private readonly statusOf: () => number | null,
    /** Told each time the steps change (the estimate follows them). */
    private readonly onSteps: (steps: readonly SequenceStepDto[]) => void = () => {},
  ) {
    makeAutoObservable<this, 'gateway' | 'statusOf' | 'onSteps'>(this, { gateway: false, statusOf: false, onSteps: false, steps: false }, { autoBind: true });
  }

  get ordered(): readonly SequenceStepDto[] {
    return [...(this.steps.value ?? [])].sort((a, b) => a.position - b.position);
  }

  get isEditable(): boolean {
    const status = this.statusOf();
    return status !== null && checkStepsEditable(status).ok;
  }

  get openStep(): SequenceStepDto | null {
    return this.ordered.find((step) => step.position === this.openPosition) ?? null;
  }

  canAdd(typeId: SequenceStepTypeId): boolean {
    return this.isEditable && canAddStep(this.ordered, typeId);
  }

  get descriptionTooLong(): boolean {
    return (this.draft?.task_description.length ?? 0) > TASK_DESCRIPTION_MAX_LENGTH;
  }

  async load(openPosition: number | null = this.openPosition): Promise<void> {
    const steps = await this.steps.load(async () => (await this.gateway.listSequenceSteps({ params: { id: this.sequenceId } })).step_list);
    if (steps !== undefined) {
      this.onSteps(steps);
      this.open(openPosition);
    }
  }

  /** Opens the step at that position (null closes); its content becomes the draft. */
  open(position: number | null): void {
    const step = position === null ? null : (this.ordered.find((entry) => entry.position === position) ?? null);
    this.openPosition = step?.position ?? null;
    this.draft = step === null ? null : draftOf(step);
  }

  editDraft(change: Partial<StepDraft>): void {
    if (this.draft !== null) this.draft = { ...this.draft, ...change };
  }

  /** Adds a step last (the API links it from the previous last step, 1 day) and opens it. */
  add(typeId: SequenceStepTypeId): Promise<boolean> {
    return this.change(async () => {
      const body = typeId === SEQUENCE_STEP_TYPE.email ? { type_id: typeId } : { type_id: typeId, task_type_id: 1 };
      const created = await this.gateway.createSequenceStep({ params: { id: this.sequenceId }, body });
      return created.position;
    });
  }

  remove(stepId: number): Promise<boolean> {
    return this.change(async () => {
      await this.gateway.deleteSequenceStep({ params: { id: this.sequenceId, step_id: stepId } });
      return null;
    });
  }

  /** Moves a step one place up (-1) or down (+1); the keyboard's way. */
  move(stepId: number, direction: -1 | 1): Promise<boolean> {
    const index = this.ordered.findIndex((step) => step.id === stepId);
    return this.moveTo(stepId, index + direction);
  }

  /** Moves a step to the place `toIndex` (0-based) by adjacent swaps; the drag and drop's way. */
  moveTo(stepId: number, toIndex: number): Promise<boolean> {
    const fromIndex = this.ordered.findIndex((step) => step.id === stepId);
    if (fromIndex < 0 || toIndex < 0 || toIndex >= this.ordered.length || toIndex === fromIndex) return Promise.resolve(false);
    return this.change(async () => {
      let order = this.ordered.map((step) => step.id);
      let at = fromIndex;
      while (at !== toIndex) {
        const next = at < toIndex ? at + 1 : at - 1;
        await this.gateway.switchSequenceSteps({ params: { id: this.sequenceId }, body: { step_id: order[at]!, other_step_id: order[next]! } });
        order = order.map((id, index) => (index === at ? order[next]! : index === next ? order[at]! : id));
        at = next;
      }
      runInAction(() => (this.announcement = { position: toIndex + 1 }));
      return toIndex + 1;
    });
  }

  /** Sets the wait (days) after a step, before the next one. */
  setInterval(step: SequenceStepDto, days: number): Promise<boolean> {
    const link = step.link_list[0];
    if (link === undefined || !Number.isInteger(days) || days < 0 || days > 365) return Promise.resolve(false);
    return this.change(async () => {
      await this.gateway.updateStepLink({ params: { id: this.sequenceId, link_id: link.id }, body: { interval: days } });
      return this.openPosition;
    });
  }

  /** Sets what starts the wait after a task step: the task being created or being done (core's link trigger rule). */
  setTrigger(step: SequenceStepDto, trigger: StepTriggerCode): Promise<boolean> {
    const link = step.link_list[0];
    if (link === undefined || !checkLinkTrigger(step.type_id, trigger).ok || link.trigger_event === trigger) return Promise.resolve(false);
    return this.change(async () => {
      await this.gateway.updateStepLink({ params: { id: this.sequenceId, link_id: link.id }, body: { trigger_event: trigger } });
      return this.openPosition;
    });
  }

  /** Saves the open step's draft. */
  saveDraft(): Promise<boolean> {
    const step = this.openStep;
    const draft = this.draft;
    if (step === null || draft === null || this.descriptionTooLong) return Promise.resolve(false);
    return this.change(async () => {
      const body =
        step.type_id === SEQUENCE_STEP_TYPE.email
          ? { email_subject: draft.email_subject, email_html_content: draft.email_html_content }
          : { task_type_id: draft.task_type_id, task_description: draft.task_description.trim() };
      await this.gateway.updateSequenceStep({ params: { id: this.sequenceId, step_id: step.id }, body });
      return step.position;
    });
  }

  /** Runs a change (the API keeps the path along the positions), reloads and opens the position answered. */
  private async change(run: () => Promise<number | null>): Promise<boolean> {
    this.error = null;
    this.busy = true;
    try {
      const open = await run();
      await this.load(open);
      return true;
    } catch (error) {
      runInAction(() => (this.error = sequenceErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

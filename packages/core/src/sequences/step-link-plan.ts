import { fail, ok } from '../shared/domain-error';
import type { Result } from '../shared/domain-error';
import { DEFAULT_STEP_INTERVAL_DAYS } from './sequence-steps-rules';

/** A step as the link plan needs it: its id, its position and its links (first link first; the path follows it). */
export interface PlannedStep {
  readonly id: number;
  readonly position: number;
  readonly link_list: readonly { readonly id: number; readonly next_step_id: number | null }[];
}

/** One link change that puts a step's first link on the step that follows it by position. */
export type StepLinkChange =
  | { readonly kind: 'update'; readonly linkId: number; readonly nextStepId: number | null }
  | { readonly kind: 'create'; readonly stepId: number; readonly nextStepId: number; readonly interval: number };

/** The steps by position (the earlier one in the list on a tie, like `firstSequenceStep`). */
const byPosition = <S extends Pick<PlannedStep, 'position'>>(steps: readonly S[]): S[] => [...steps].sort((a, b) => a.position - b.position);

/**
 * The step that follows `stepId` by position (null for the last step; undefined when `stepId` is not among the steps).
 * @rule prospecting §4 · a step leads to the next one by position, the last one to none
 */
export function positionalNextStepId(steps: readonly Pick<PlannedStep, 'id' | 'position'>[], stepId: number): number | null | undefined {
  const ordered = byPosition(steps);
  const index = ordered.findIndex((step) => step.id === stepId);
  if (index < 0) return undefined;
  return ordered[index + 1]?.id ?? null;
}

/**
 * The link changes that make the steps path (first step, then each step's first link) follow the positions: each step
 * leads to the next one by position, the last one to none. A step keeps its own link (its wait and trigger travel
 * with it when it moves); only where the link leads changes. A step without a link gets one with the default
 * interval (1 day). Nothing to change: an empty list.
 * @rule prospecting §4 · the steps path follows the positions (links set again after every step change)
 */
export function stepLinkPlan(steps: readonly PlannedStep[]): StepLinkChange[] {
  const ordered = byPosition(steps);
  const changes: StepLinkChange[] = [];
  ordered.forEach((step, index) => {
    const nextStepId = ordered[index + 1]?.id ?? null;
    const link = step.link_list[0];
    if (link === undefined) {
      if (nextStepId !== null) changes.push({ kind: 'create', stepId: step.id, nextStepId, interval: DEFAULT_STEP_INTERVAL_DAYS });
      return;
    }
    if (link.next_step_id !== nextStepId) changes.push({ kind: 'update', linkId: link.id, nextStepId });
  });
  return changes;
}

/**
 * A link set by hand (step-links) leads from its step to the next one by position, or nowhere from the last step;
 * anything else would make the path skip or loop steps: `SEQUENCE.LINK_OFF_PATH`.
 * @rule prospecting §4 · a step link leads to the next step by position (typed refusal)
 */
export function checkLinkFollowsPositions(
  steps: readonly Pick<PlannedStep, 'id' | 'position'>[],
  stepId: number,
  nextStepId: number | null,
): Result<number | null, 'SEQUENCE.LINK_OFF_PATH'> {
  const expected = positionalNextStepId(steps, stepId) ?? null;
  if (nextStepId !== expected) return fail('SEQUENCE.LINK_OFF_PATH', { step_id: stepId, next_step_id: nextStepId, expected_next_step_id: expected });
  return ok(nextStepId);
}

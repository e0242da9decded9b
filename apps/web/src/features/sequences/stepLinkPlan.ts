import { DEFAULT_STEP_INTERVAL_DAYS, type SequenceStepDto } from '@cible/core';

/** One link change that puts a step's first link on the step that follows it by position. */
export type StepLinkChange =
  | { readonly kind: 'update'; readonly linkId: number; readonly nextStepId: number | null }
  | { readonly kind: 'create'; readonly stepId: number; readonly nextStepId: number; readonly interval: number };

/**
 * The link changes that make the steps path (first step, then each step's first link) follow the positions: each step
 * leads to the next one by position, the last one to none. A step keeps its own link (its wait and trigger travel
 * with it when it moves); only where the link leads changes. A step without a link gets one with the default
 * interval (1 day). Nothing to change: an empty list.
 */
export function stepLinkPlan(steps: readonly Pick<SequenceStepDto, 'id' | 'position' | 'link_list'>[]): StepLinkChange[] {
  const ordered = [...steps].sort((a, b) => a.position - b.position);
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

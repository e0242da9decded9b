import { firstSequenceStep } from './next-step';
import type { SequenceStep, SequenceStepLink } from './next-step';
import { DEFAULT_STEP_INTERVAL_DAYS } from './sequence-steps-rules';

/**
 * The interval of a link in whole days: a missing, negative or non-finite interval counts as the default (1 day);
 * a fractional one is rounded up; 0 is kept (same day).
 * @rule prospecting §9 · step interval in days, default 1 (link interval)
 */
export function stepLinkIntervalDays(link: Pick<SequenceStepLink, 'interval'> | undefined): number {
  // A missing interval (no link, undefined, null) reads as NaN and fails the finiteness test like any invalid value.
  const interval = link?.interval ?? Number.NaN;
  if (!Number.isFinite(interval) || interval < 0) return DEFAULT_STEP_INTERVAL_DAYS;
  return Math.ceil(interval);
}

/**
 * The path a target follows: from the first step (lowest position), through the first link of each step, until a
 * step has no link, links to an unknown step, or links back to a step already on the path.
 * @rule prospecting §4 · steps path from the first step along first links
 */
export function sequenceStepPath<S extends SequenceStep>(steps: readonly S[]): S[] {
  const path: S[] = [];
  const seen = new Set<number>();
  let current = firstSequenceStep(steps);
  while (current !== null && !seen.has(current.id)) {
    path.push(current);
    seen.add(current.id);
    // No link, or a link without next_step_id, finds no step: the path ends.
    const nextId = current.link_list[0]?.next_step_id;
    current = steps.find((step) => step.id === nextId) ?? null;
  }
  return path;
}

/**
 * The sum of the link intervals along the steps path (each link followed counts, default 1 day).
 * @rule prospecting §4 · estimated end date uses step intervals (default 1)
 */
export function sequencePathIntervalDays(steps: readonly SequenceStep[]): number {
  const path = sequenceStepPath(steps);
  let total = 0;
  // Every step of the path but the last leads on along its first link.
  for (const step of path.slice(0, -1)) total += stepLinkIntervalDays(step.link_list[0]);
  return total;
}

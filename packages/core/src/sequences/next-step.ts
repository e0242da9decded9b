import { DateTime } from 'luxon';

/** One link of a sequence step: the step it leads to and the wait before it, in days. */
export interface SequenceStepLink {
  readonly next_step_id: number | null;
  /** Days to wait before the next step; missing means the default (1 day). */
  readonly interval?: number | null;
}

/** A sequence step as the rules need it (structural: richer API objects fit). Type 1 task, 2 email. */
export interface SequenceStep {
  readonly id: number;
  readonly position: number;
  readonly type_id: number;
  readonly link_list: readonly SequenceStepLink[];
}

/** One step already computed (sent or created) for a sequence target. */
export interface SequenceComputedStep {
  readonly step_id: number;
  /** ISO 8601 instant; a value without offset is read as UTC. */
  readonly created_at: string;
  readonly updated_at?: string | null;
  readonly email_id?: number | string | null;
  readonly task_id?: number | string | null;
}

/** A sequence target as the rules need it (structural). */
export interface SequenceTarget {
  readonly computed_steps_list: readonly SequenceComputedStep[];
}

/**
 * The first step of a sequence: the lowest position (the earlier one in the list on a tie); `null` without steps.
 * @rule prospecting §4 · first step of a sequence is the lowest position
 */
export function firstSequenceStep<S extends SequenceStep>(steps: readonly S[]): S | null {
  let first: S | null = null;
  for (const step of steps) {
    if (first === null || step.position < first.position) first = step;
  }
  return first;
}

const instantOf = (iso: string): number => {
  const parsed = DateTime.fromISO(iso, { zone: 'utc' });
  return parsed.isValid ? parsed.toMillis() : Number.NEGATIVE_INFINITY;
};

/**
 * The last computed step of a target: the greatest `created_at`; on a tie (or unreadable dates) the later one in
 * `computed_steps_list` wins. `null` when nothing was computed yet.
 * @rule prospecting §4 · last computed step of a sequence target (latest created_at, list order on ties)
 */
export function lastComputedStep(target: SequenceTarget): SequenceComputedStep | null {
  let last: SequenceComputedStep | null = null;
  let lastInstant = Number.NEGATIVE_INFINITY;
  for (const computed of target.computed_steps_list) {
    const instant = instantOf(computed.created_at);
    // lastInstant starts at -Infinity, so the first entry (even with an unreadable date) is always taken.
    if (instant >= lastInstant) {
      last = computed;
      lastInstant = instant;
    }
  }
  return last;
}

/**
 * The next step of a sequence target: none without steps; the first step when nothing was computed yet;
 * otherwise the step the first link of the last computed step leads to; none when that step, link or target is missing.
 * @rule prospecting §4 · next step of a sequence target
 */
export function nextStepOfTarget<S extends SequenceStep>(steps: readonly S[], target: SequenceTarget): S | null {
  if (steps.length === 0) return null;
  const last = lastComputedStep(target);
  if (last === null) return firstSequenceStep(steps);
  const lastStep = steps.find((step) => step.id === last.step_id);
  // An unknown last step, no link or a null next_step_id finds no step: none.
  const nextId = lastStep?.link_list[0]?.next_step_id;
  return steps.find((step) => step.id === nextId) ?? null;
}

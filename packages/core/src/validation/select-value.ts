/** One option of a select control (the spec's entity; docs/ui.md "The select's −1 rule"). */
export interface SelectOption<V = number> {
  readonly value: V;
  readonly name: string;
  /** Longer label (tooltip, selected-value display); `name` when absent. */
  readonly full_name?: string;
  readonly disabled?: boolean;
}

/**
 * The value of a single-choice select with nothing chosen.
 * @rule app-shell §5 · single choice with nothing selected yields -1
 */
export const SELECT_NO_VALUE = -1;

export type SelectMode = 'single' | 'multiple';

/**
 * The value a select control yields: in single mode the first selected value, or -1 when nothing is selected;
 * in multiple mode the array of selected values (possibly empty), in selection order.
 * @rule app-shell §5 · select control value (single: value or -1; multiple: array)
 */
export function selectValue<V>(selected: readonly V[], mode: 'single'): V | typeof SELECT_NO_VALUE;
export function selectValue<V>(selected: readonly V[], mode: 'multiple'): V[];
export function selectValue<V>(selected: readonly V[], mode: SelectMode): V | typeof SELECT_NO_VALUE | V[] {
  if (mode === 'multiple') return [...selected];
  return selected.length > 0 ? (selected[0] as V) : SELECT_NO_VALUE;
}

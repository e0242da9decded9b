/**
 * Whether a criterion value carries no filter: absent, `null`, `false`, a blank string, a non-finite number,
 * or a list whose items are all empty in that sense. `0` and `true` are values.
 * @rule prospecting §5 · empty lists, empty strings and false flags are not criteria
 */
export function isEmptyCriterionValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isEmptyCriterionValue(item));
  return false;
}

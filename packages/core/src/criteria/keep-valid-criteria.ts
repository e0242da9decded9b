import { SearchCriteriaSchema, type SearchCriteria, type SearchCriteriaField } from './search-criteria.schema';

/** Criteria read from an untrusted place (a URL, a stored query): what was kept, and the fields left out. */
export interface KeptCriteria {
  readonly criteria: SearchCriteria;
  /** Unknown names and criteria whose value does not pass, sorted. */
  readonly dropped: readonly string[];
}

const FIELDS = new Set<string>(Object.keys(SearchCriteriaSchema.shape));

/**
 * Keeps the criteria that pass core's schema from an untrusted object (a shared link, a URL edited by hand): an
 * unknown name or a value that does not pass is left out and named in `dropped`, the others are kept as they are.
 * When the kept criteria still do not pass together (bounds that contradict each other), the fields the schema
 * names are left out too. The result always passes {@link SearchCriteriaSchema}.
 * @rule prospecting §3 · criteria read from a link keep every valid criterion and leave out the others
 */
export function keepValidCriteria(input: Readonly<Record<string, unknown>>): KeptCriteria {
  const dropped = new Set<string>();
  let kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const fieldSchema = FIELDS.has(name) ? SearchCriteriaSchema.shape[name as SearchCriteriaField] : undefined;
    if (fieldSchema !== undefined && fieldSchema.safeParse(value).success) kept[name] = value;
    else dropped.add(name);
  }
  for (;;) {
    const whole = SearchCriteriaSchema.safeParse(kept);
    if (whole.success) return { criteria: whole.data, dropped: [...dropped].sort() };
    const named = new Set(whole.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((name) => Object.hasOwn(kept, name)));
    // An issue of the whole object that names no field: nothing can be kept safely.
    if (named.size === 0) return { criteria: {}, dropped: [...new Set([...dropped, ...Object.keys(kept)])].sort() };
    kept = Object.fromEntries(Object.entries(kept).filter(([name]) => !named.has(name)));
    for (const name of named) dropped.add(name);
  }
}

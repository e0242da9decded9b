import { BUSINESS_ALERT_FACET_FIELDS, type BusinessAlertFacetField, type BusinessAlertFacetPicks } from './business-alert-facet-field';

/** A news piece as the facets read it: the values it has for each field (none, one, or several for tags and places). */
export type FacetedNewsPiece = Readonly<Record<BusinessAlertFacetField, readonly number[]>>;

/** One field's counts, largest first, ties by id ascending. */
export interface FacetCounts {
  readonly field: BusinessAlertFacetField;
  readonly value_list: { readonly id: number; readonly count: number }[];
}

const picksOf = (picks: BusinessAlertFacetPicks, field: BusinessAlertFacetField): readonly number[] => picks[field] ?? [];

/**
 * Whether a piece passes the picks of every field but `except`: for each field with picks, the piece has at least
 * one of the picked values (values of one field are alternatives, fields combine).
 * @rule design · facet picks: values of one field are alternatives (OR), fields combine (AND)
 */
export function passesFacetPicks(piece: FacetedNewsPiece, picks: BusinessAlertFacetPicks, except?: BusinessAlertFacetField): boolean {
  return BUSINESS_ALERT_FACET_FIELDS.every((field) => {
    const picked = picksOf(picks, field);
    return field === except || picked.length === 0 || piece[field].some((value) => picked.includes(value));
  });
}

/**
 * The facet counts of `pieces` (already matching the criteria, window and text): for each asked field, each value
 * counts the pieces having it among those passing the picks of the OTHER fields (multi-select: a field's own picks do
 * not shrink its own list, so the other values stay offered with what picking them would add); a piece counts once per
 * value; at most `limit` values, largest count first, ties by id ascending. The in-memory oracle of the API's SQL.
 * @rule design · a facet counts each value under every filter but its own field's picks, at most 100 values, largest first then by id
 */
export function businessAlertFacets(
  pieces: readonly FacetedNewsPiece[],
  picks: BusinessAlertFacetPicks,
  fields: readonly BusinessAlertFacetField[],
  limit: number,
): FacetCounts[] {
  return fields.map((field) => {
    const counts = new Map<number, number>();
    for (const piece of pieces) {
      if (!passesFacetPicks(piece, picks, field)) continue;
      for (const value of new Set(piece[field])) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const value_list = [...counts]
      .map(([id, count]) => ({ id, count }))
      .sort((a, b) => b.count - a.count || a.id - b.id)
      .slice(0, limit);
    return { field, value_list };
  });
}
